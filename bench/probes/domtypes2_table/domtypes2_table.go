// Package domtypes2_table: an IntEq code chosen by a string switch indexes a
// three-entry table (Apel et al., domain types).
//
// Level's default clause sets code = 3, and tbl[code] then fails: P = the
// default clause (reachable for any other string); every execution through it
// fails: manifest. LevelOK uses -1 and tests it before indexing: safe.
//
// Needs: IntEq code per switch clause; manifest detection.
// Expect: want:bounds in Level; LevelOK safe.
package domtypes2_table

// Level names a level.
func Level(cmd string) string {
	tbl := [3]string{"low", "mid", "high"}
	code := 0
	switch cmd {
	case "lo":
		code = 0
	case "mid":
		code = 1
	case "hi":
		code = 2
	default:
		code = 3
	}
	return tbl[code] // want:bounds
}

// LevelOK names a level or returns "".
func LevelOK(cmd string) string {
	tbl := [3]string{"low", "mid", "high"}
	code := -1
	switch cmd {
	case "lo":
		code = 0
	case "mid":
		code = 1
	case "hi":
		code = 2
	}
	if code < 0 {
		return ""
	}
	return tbl[code]
}
