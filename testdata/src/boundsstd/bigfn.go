package boundsstd

// Large functions (regexp/syntax's (*parser).factor) run over the
// octagon's step budget and fall back to intervals, which cannot relate
// an index to a length; the checks intervals leave unproven are proven
// again by an octagon over their cone of influence alone.

type node struct {
	op    int
	flags int
	runes []rune
	sub   []*node
}

func leading(n *node) ([]rune, int) {
	if n.op == 3 && len(n.sub) > 0 {
		n = n.sub[0]
	}
	if n.op != 1 {
		return nil, 0
	}
	return n.runes, n.flags & 1
}

func removeLeading(n *node, k int) *node { n.flags = k; return n }
func check(n *node)                      { n.flags++ }
func collapse(sub []*node) *node         { return &node{op: 4, sub: sub} }
func leadingNode(n *node) *node          { return n }
func equal(a, b *node) bool              { return a.op == b.op }
func isClass(n *node) bool               { return n.op == 5 || n.op == 1 }
func merge(a, b *node)                   { a.runes = append(a.runes, b.runes...) }
func clean(n *node)                      { n.flags = 0 }

// factor has factor's four rounds: each keeps a run sub[start:i] and
// writes out into sub's own array.
func factor(sub []*node) []*node {
	if len(sub) < 2 {
		return sub
	}
	var str []rune
	var strflags int
	start := 0
	out := sub[:0]
	for i := 0; i <= len(sub); i++ {
		var istr []rune
		var iflags int
		if i < len(sub) {
			istr, iflags = leading(sub[i])
			if iflags == strflags {
				same := 0
				for same < len(str) && same < len(istr) && str[same] == istr[same] {
					same++
				}
				if same > 0 {
					str = str[:same]
					continue
				}
			}
		}
		if i == start {
		} else if i == start+1 {
			out = append(out, sub[start])
		} else {
			prefix := &node{op: 1, flags: strflags}
			prefix.runes = append(prefix.runes[:0], str...)
			for j := start; j < i; j++ {
				sub[j] = removeLeading(sub[j], len(str))
				check(sub[j])
			}
			suffix := collapse(sub[start:i])
			out = append(out, &node{op: 3, sub: []*node{prefix, suffix}})
		}
		start = i
		str = istr
		strflags = iflags
	}
	sub = out

	start = 0
	out = sub[:0]
	var first *node
	for i := 0; i <= len(sub); i++ {
		var ifirst *node
		if i < len(sub) {
			ifirst = leadingNode(sub[i])
			if first != nil && equal(first, ifirst) &&
				(isClass(first) || first.op == 6 && first.flags == first.op) {
				continue
			}
		}
		if i == start {
		} else if i == start+1 {
			out = append(out, sub[start])
		} else {
			prefix := first
			for j := start; j < i; j++ {
				sub[j] = removeLeading(sub[j], j)
				check(sub[j])
			}
			suffix := collapse(sub[start:i])
			out = append(out, &node{op: 3, sub: []*node{prefix, suffix}})
		}
		start = i
		first = ifirst
	}
	sub = out

	start = 0
	out = sub[:0]
	for i := 0; i <= len(sub); i++ {
		if i < len(sub) && isClass(sub[i]) {
			continue
		}
		if i == start {
		} else if i == start+1 {
			out = append(out, sub[start])
		} else {
			max := start
			for j := start + 1; j < i; j++ {
				if sub[max].op < sub[j].op || sub[max].op == sub[j].op && len(sub[max].runes) < len(sub[j].runes) {
					max = j
				}
			}
			sub[start], sub[max] = sub[max], sub[start]
			for j := start + 1; j < i; j++ {
				merge(sub[start], sub[j])
				check(sub[j])
			}
			clean(sub[start])
			out = append(out, sub[start])
		}
		if i < len(sub) {
			out = append(out, sub[i])
		}
		start = i + 1
	}
	sub = out

	out = sub[:0]
	for i := range sub {
		if i+1 < len(sub) && sub[i].op == 2 && sub[i+1].op == 2 {
			continue
		}
		out = append(out, sub[i])
	}
	return out
}

// factorWrong is factor with an off-by-one in each of the rounds that
// index by a run's bounds.
func factorWrong(sub []*node) []*node {
	if len(sub) < 2 {
		return sub
	}
	var str []rune
	var strflags int
	start := 0
	out := sub[:0]
	for i := 0; i <= len(sub); i++ {
		var istr []rune
		var iflags int
		if i < len(sub) {
			istr, iflags = leading(sub[i])
			if iflags == strflags {
				same := 0
				for same < len(str) && same <= len(istr) && str[same] == istr[same] { // want `^istr\[same\]: index not proven in range$`
					same++
				}
				if same > 0 {
					str = str[:same]
					continue
				}
			}
		}
		if i == start {
		} else if i == start+1 {
			out = append(out, sub[start])
		} else {
			prefix := &node{op: 1, flags: strflags}
			prefix.runes = append(prefix.runes[:0], str...)
			for j := start; j <= i; j++ {
				// The first check of sub[j] fails; the others, on the same
				// j, then pass.
				sub[j] = removeLeading(sub[j], len(str)) // want `^sub\[j\]: index not proven in range$`
				check(sub[j])
			}
			suffix := collapse(sub[start:i])
			out = append(out, &node{op: 3, sub: []*node{prefix, suffix}})
		}
		start = i
		str = istr
		strflags = iflags
	}
	sub = out

	start = 0
	out = sub[:0]
	for i := 0; i <= len(sub); i++ {
		if i < len(sub) && isClass(sub[i]) {
			continue
		}
		if i == start {
		} else if i == start+1 {
			out = append(out, sub[start])
		} else {
			max := start
			for j := start + 1; j <= i; j++ {
				if sub[max].op < sub[j].op { // want `^sub\[j\]: index not proven in range$`
					max = j
				}
			}
			sub[start], sub[max] = sub[max], sub[start] // max is a j that passed, or start
			clean(sub[start])
			out = append(out, sub[start])
		}
		if i < len(sub) {
			out = append(out, sub[i])
		}
		start = i + 1
	}
	sub = out

	out = sub[:0]
	for i := range sub {
		if i < len(sub) && sub[i].op == 2 && sub[i+1].op == 2 { // want `^sub\[i \+ 1\]: index not proven in range$`
			continue
		}
		out = append(out, sub[i])
	}
	return out
}
