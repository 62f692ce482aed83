// A JPEG Lossless (process 14) frame written by hand for tests (ITU T.81 H): one component, the first-order or the
// averaging predictor, one Huffman table giving every difference category a 5-bit code.

/** Selection values: 1 the pixel to the left (DICOM's SV1 syntax), 7 the mean of left and above. */
export type Predictor = 1 | 7;

class BitWriter {
  readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  write(value: number, length: number) {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      if (++this.count === 8) this.flushByte();
    }
  }

  private flushByte() {
    this.bytes.push(this.current);
    // A 0xFF in the entropy-coded data is followed by a stuffed zero.
    if (this.current === 0xff) this.bytes.push(0);
    this.current = 0;
    this.count = 0;
  }

  end() {
    // The last byte padded with ones.
    while (this.count !== 0) this.write(1, 1);
  }
}

const segment = (marker: number, body: number[]) => [0xff, marker, ((body.length + 2) >> 8) & 0xff, (body.length + 2) & 0xff, ...body];

/** Grey values of `precision` bits (2-16), row by row, as a lossless JPEG. */
export function encodeJpegLossless(values: ArrayLike<number>, rows: number, columns: number, precision: number, predictor: Predictor = 1): Uint8Array {
  const mask = (1 << precision) - 1;
  const at = (row: number, column: number) => values[row * columns + column]! & mask;
  const bits = new BitWriter();
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      let prediction: number;
      if (row === 0 && column === 0) prediction = 1 << (precision - 1);
      else if (row === 0) prediction = at(row, column - 1);
      else if (column === 0) prediction = at(row - 1, column);
      else prediction = predictor === 1 ? at(row, column - 1) : (at(row, column - 1) + at(row - 1, column)) >> 1;
      // The difference modulo 2^16, in -32767..32768.
      let difference = (at(row, column) - prediction) & 0xffff;
      if (difference > 32768) difference -= 65536;
      const category = difference === 0 ? 0 : Math.floor(Math.log2(Math.abs(difference))) + 1;
      bits.write(category, 5);
      if (category > 0 && category < 16) bits.write(difference > 0 ? difference : difference + (1 << category) - 1, category);
    }
  }
  bits.end();
  const counts = Array.from({ length: 16 }, (_, length) => (length === 4 ? 17 : 0));
  return Uint8Array.from([
    0xff, 0xd8,
    ...segment(0xc3, [precision, rows >> 8, rows & 0xff, columns >> 8, columns & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...counts, ...Array.from({ length: 17 }, (_, category) => category)]),
    ...segment(0xda, [1, 1, 0x00, predictor, 0, 0]),
    ...bits.bytes,
    0xff, 0xd9,
  ]);
}
