package summary

import "testing"

// TestFieldSlots: field slots are results (what a call sets), apart from
// every parameter and result slot, and name their parameter, field and
// kind back.
func TestFieldSlots(t *testing.T) {
	tests := []struct {
		param, field int
		isLen        bool
		want         string
	}{
		{0, 0, false, "p0.f0"},
		{0, 0, true, "len(p0.f0)"},
		{2, 7, false, "p2.f7"},
		{1, fieldsPerParam - 1, true, "len(p1.f4095)"},
	}
	seen := map[Slot]bool{}
	for k := range 64 {
		seen[ParamSlot(k)], seen[ParamLenSlot(k)], seen[ResultSlot(k)], seen[ResultLenSlot(k)] = true, true, true, true
	}
	for _, tt := range tests {
		s, ok := FieldSlot(tt.param, tt.field, tt.isLen)
		if !ok {
			t.Fatalf("FieldSlot(%d, %d, %v) not ok", tt.param, tt.field, tt.isLen)
		}
		if seen[s] {
			t.Errorf("%s collides with another slot", s)
		}
		seen[s] = true
		if got := s.String(); got != tt.want {
			t.Errorf("slot %d = %s, want %s", s, got, tt.want)
		}
		if !s.IsField() || !s.IsResult() || s.IsParamLen() || s.IsResultLen() || s.Index() != tt.param {
			t.Errorf("%s: IsField %v IsResult %v IsParamLen %v IsResultLen %v Index %d", s, s.IsField(), s.IsResult(), s.IsParamLen(), s.IsResultLen(), s.Index())
		}
	}
	if _, ok := FieldSlot(0, fieldsPerParam, false); ok {
		t.Error("a field past fieldsPerParam has a slot")
	}
}

// TestEntryFieldSlots: entry field slots are neither results nor field
// slots, apart from every other slot, and name their parameter, field and
// kind back.
func TestEntryFieldSlots(t *testing.T) {
	tests := []struct {
		param, field int
		isLen        bool
		want         string
	}{
		{0, 0, false, "in(p0.f0)"},
		{0, 1, false, "in(p0.f1)"},
		{0, 0, true, "len(in(p0.f0))"},
		{3, 9, true, "len(in(p3.f9))"},
		{1, fieldsPerParam - 1, false, "in(p1.f4095)"},
	}
	seen := map[Slot]bool{}
	for k := range 64 {
		seen[ParamSlot(k)], seen[ParamLenSlot(k)], seen[ResultSlot(k)], seen[ResultLenSlot(k)] = true, true, true, true
	}
	for _, tt := range tests {
		f, _ := FieldSlot(tt.param, tt.field, tt.isLen)
		seen[f] = true
	}
	for _, tt := range tests {
		s, ok := EntryFieldSlot(tt.param, tt.field, tt.isLen)
		if !ok {
			t.Fatalf("EntryFieldSlot(%d, %d, %v) not ok", tt.param, tt.field, tt.isLen)
		}
		if seen[s] {
			t.Errorf("%s collides with another slot", s)
		}
		seen[s] = true
		if got := s.String(); got != tt.want {
			t.Errorf("slot %d = %s, want %s", s, got, tt.want)
		}
		if !s.IsEntryField() || s.IsField() || s.IsResult() || s.IsParamLen() || s.IsResultLen() || s.Index() != tt.param {
			t.Errorf("%s: IsEntryField %v IsField %v IsResult %v IsParamLen %v IsResultLen %v Index %d", s, s.IsEntryField(), s.IsField(), s.IsResult(), s.IsParamLen(), s.IsResultLen(), s.Index())
		}
	}
}
