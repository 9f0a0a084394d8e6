// Package report turns engine verdicts into diagnostics: the reporting
// contract of numpredvet in one place. Default mode reports manifest
// failures only, each with its point and witness; strict mode also reports
// every check that is not proven, and functions not analysed for budget.
// Messages are one line, deterministic, and name no internal machinery.
package report
