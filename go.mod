module github.com/numpredvet/numpredvet

go 1.26.8

require (
	github.com/dalzilio/rudd v1.1.1-0.20230806153452-9e08a6ea8170
	golang.org/x/tools v0.52.0
)

require (
	golang.org/x/mod v0.42.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
)
