// Package cpa2_step_manifest is the StepFlag loop with a wrong assertion in
// the !flag branch.
//
// Under !flag, x == 2*i, so x < 2*i fails whenever that branch is taken. P =
// the then-branch of "!flag && i > 0" (reachable with flag = false, n = 1);
// every execution through it fails: manifest.
//
// Needs: predicated merge on flag, relational invariant, manifest detection.
// Expect: want:assert.
package cpa2_step_manifest

func assert(b bool) {
	if !b {
		panic("assertion failed")
	}
}

// StepManifest adds the step n times.
func StepManifest(flag bool, n int) int {
	if n < 0 || n > 1000 {
		return 0
	}
	step := 2
	if flag {
		step = 1
	}
	x, i := 0, 0
	for i < n {
		x += step
		i++
	}
	if !flag && i > 0 {
		assert(x < 2*i) // want:assert
	}
	return x
}
