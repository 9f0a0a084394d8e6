package summary

import "testing"

// TestFieldSlots: field slots are results (what a call sets) and entry
// field slots neither results nor field slots (what a calling context
// speaks of); each kind is apart from every other slot, and names its
// parameter, field and kind back.
func TestFieldSlots(t *testing.T) {
	kinds := []struct {
		name  string
		slot  func(i, k int, isLen bool) (Slot, bool)
		entry bool
	}{
		{"FieldSlot", FieldSlot, false},
		{"EntryFieldSlot", EntryFieldSlot, true},
	}
	tests := []struct {
		param, field    int
		isLen           bool
		name, entryName string // the names of the field and entry field slots
	}{
		{0, 0, false, "p0.f0", "in(p0.f0)"},
		{0, 1, false, "p0.f1", "in(p0.f1)"},
		{0, 0, true, "len(p0.f0)", "len(in(p0.f0))"},
		{2, 7, false, "p2.f7", "in(p2.f7)"},
		{3, 9, true, "len(p3.f9)", "len(in(p3.f9))"},
		{1, fieldsPerParam - 2, true, "len(p1.f4094)", "len(in(p1.f4094))"},
		{1, -1, true, "len(*p1)", "len(in(*p1))"}, // the pointee of a *[]T
		{4, -1, false, "*p4", "in(*p4)"},          // of an *int
	}
	seen := map[Slot]bool{}
	for k := range 64 {
		seen[ParamSlot(k)], seen[ParamLenSlot(k)], seen[ResultSlot(k)], seen[ResultLenSlot(k)] = true, true, true, true
	}
	for _, kind := range kinds {
		for _, tt := range tests {
			s, ok := kind.slot(tt.param, tt.field, tt.isLen)
			if !ok {
				t.Fatalf("%s(%d, %d, %v) not ok", kind.name, tt.param, tt.field, tt.isLen)
			}
			if seen[s] {
				t.Errorf("%s collides with another slot", s)
			}
			seen[s] = true
			want := tt.name
			if kind.entry {
				want = tt.entryName
			}
			if got := s.String(); got != want {
				t.Errorf("slot %d = %s, want %s", s, got, want)
			}
			if s.IsField() == kind.entry || s.IsEntryField() != kind.entry || s.IsResult() == kind.entry || s.IsParamLen() || s.IsResultLen() || s.Index() != tt.param {
				t.Errorf("%s: IsField %v IsEntryField %v IsResult %v IsParamLen %v IsResultLen %v Index %d", s, s.IsField(), s.IsEntryField(), s.IsResult(), s.IsParamLen(), s.IsResultLen(), s.Index())
			}
		}
		if _, ok := kind.slot(0, fieldsPerParam-1, false); ok {
			t.Errorf("%s: a field past fieldsPerParam has a slot", kind.name)
		}
		if _, ok := kind.slot(0, -2, false); ok {
			t.Errorf("%s: field -2 has a slot", kind.name)
		}
	}
}
