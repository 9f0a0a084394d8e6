package boundsstd

// A range over a map that inserts nothing yields at most len(m) entries.
func SortedKeys(m map[string]int) []string {
	keys := make([]string, len(m))
	i := 0
	for k := range m {
		keys[i] = k
		i++
	}
	return keys
}

type registry struct{ byName map[string]int }

func (r *registry) names() []string {
	names := make([]string, len(r.byName))
	i := 0
	for name := range r.byName {
		names[i] = name
		i++
	}
	return names
}

func Names(r *registry) []string { return r.names() }

// An insertion during the iteration may be yielded too.
func KeysGrowing(m map[string]int) []string {
	keys := make([]string, len(m))
	i := 0
	for k := range m {
		keys[i] = k // want `^keys\[i\]: index not proven in range$`
		m[k+"'"] = 0
		i++
	}
	return keys
}

// A call in the loop may insert into the map.
func KeysCalling(m map[string]int, f func()) []string {
	keys := make([]string, len(m))
	i := 0
	for k := range m {
		f()
		keys[i] = k // want `^keys\[i\]: index not proven in range$`
		i++
	}
	return keys
}
