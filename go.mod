module github.com/numpredvet/numpredvet

go 1.26.8

require golang.org/x/tools v0.52.0
