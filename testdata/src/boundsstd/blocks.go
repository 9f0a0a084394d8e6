package boundsstd

// blocks: crypto/sha1's Write hashes the whole blocks of p, n = len(p) &^
// (BlockSize-1), which is at most len(p).
func blocks(p []byte, block func([]byte)) []byte {
	if len(p) >= 64 {
		n := len(p) &^ 63
		block(p[:n])
		p = p[n:]
	}
	return p
}

// blocksRoundedUp: rounding len(p)+1 down may exceed len(p).
func blocksRoundedUp(p []byte, block func([]byte)) {
	n := (len(p) + 1) &^ 63
	block(p[:n]) // want `^p\[:n\]: slice bounds not proven in range$`
}

// wholeBlocks: crypto/internal/fips140/aes/gcm's ghash takes the whole
// 16-byte blocks of data as (len(data) >> 4) << 4.
func wholeBlocks(data []byte, update func([]byte)) []byte {
	fullBlocks := (len(data) >> 4) << 4
	update(data[:fullBlocks])
	return data[fullBlocks:]
}

// wholeBlocksPlusOne: one more than the whole blocks may pass the end.
func wholeBlocksPlusOne(data []byte, update func([]byte)) {
	n := (len(data)>>4)<<4 + 1
	update(data[:n]) // want `^data\[:n\]: slice bounds not proven in range$`
}
