// Package p30_Assert: Assert(b, msg) helper.
package p30_Assert

func Assert(b bool, msg string) {
	if !b {
		panic(msg)
	}
}

func Use(x int) {
	if x > 5 {
		Assert(x > 3, "x")
	}
}

func Use2(x int) {
	y := x * 2
	Assert(y%2 == 0, "even")
}

func Use3(x int) {
	if x > 0 {
		Assert(x*x > 0, "sq") // strict:assert
	}
}

func Use4(x int) {
	if x > 0 {
		Assert(x < 0, "neg") // want:assert
	}
}
