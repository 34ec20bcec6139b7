/**
 * The modules of a QR code (ISO/IEC 18004) for a short link: byte mode (UTF-8), error correction
 * level M, the smallest version that fits, the mask with the lowest penalty, no quiet zone. The
 * algorithm of Project Nayuki's reference encoder, cut to what the extension draws: no numeric or
 * alphanumeric mode, one error correction level. It replaces a QR library in the package (about
 * 2 KB of the zip); test/unit/link-form/qr-matrix.test.ts holds it to that library's output.
 */

/** Level M, by version (index 0 unused): error correction codewords per block, and blocks. */
const ECC_CODEWORDS_PER_BLOCK = [
  0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28,
  28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
];
const ERROR_CORRECTION_BLOCKS = [
  0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33,
  35, 37, 38, 40, 43, 45, 47, 49,
];
/** Level M's two format bits. */
const LEVEL_M = 0;
const MAX_VERSION = 40;

const bit = (value: number, index: number) => ((value >>> index) & 1) !== 0;

/** Modules left for data and error correction once the function patterns are drawn. */
function rawDataModules(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    modules -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) modules -= 36;
  }
  return modules;
}

const dataCodewords = (version: number) =>
  Math.floor(rawDataModules(version) / 8) -
  (ECC_CODEWORDS_PER_BLOCK[version] ?? 0) * (ERROR_CORRECTION_BLOCKS[version] ?? 0);

/** Product in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. */
function multiply(x: number, y: number): number {
  let product = 0;
  for (let i = 7; i >= 0; i--) {
    product = (product << 1) ^ ((product >>> 7) * 0x11d);
    product ^= ((y >>> i) & 1) * x;
  }
  return product;
}

/** The Reed-Solomon generator polynomial of this degree, highest coefficient first (the leading 1 left out). */
function generator(degree: number): number[] {
  const coefficients = Array<number>(degree - 1).fill(0);
  coefficients.push(1);
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      coefficients[j] = multiply(coefficients[j] ?? 0, root) ^ (coefficients[j + 1] ?? 0);
    }
    root = multiply(root, 2);
  }
  return coefficients;
}

function remainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = divisor.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() ?? 0);
    result.push(0);
    divisor.forEach((coefficient, i) => (result[i] = (result[i] ?? 0) ^ multiply(coefficient, factor)));
  }
  return result;
}

/** The bits of the data segment, terminated and padded to the version's data capacity, as codewords. */
function dataBytes(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const append = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  const capacity = dataCodewords(version) * 8;
  append(0b0100, 4);
  append(bytes.length, version < 10 ? 8 : 16);
  bytes.forEach((byte) => append(byte, 8));
  append(0, Math.min(4, capacity - bits.length));
  append(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) append(pad, 8);
  const codewords = Array<number>(bits.length / 8).fill(0);
  bits.forEach((value, i) => (codewords[i >>> 3] = (codewords[i >>> 3] ?? 0) | (value << (7 - (i & 7)))));
  return codewords;
}

/** The data split into blocks, each with its error correction, interleaved as the symbol stores them. */
function interleaved(data: readonly number[], version: number): number[] {
  const blocks = ERROR_CORRECTION_BLOCKS[version] ?? 1;
  const eccLength = ECC_CODEWORDS_PER_BLOCK[version] ?? 0;
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blocks - (rawCodewords % blocks);
  const shortLength = Math.floor(rawCodewords / blocks);
  const divisor = generator(eccLength);
  const all: number[][] = [];
  for (let i = 0, start = 0; i < blocks; i++) {
    const block = data.slice(start, start + shortLength - eccLength + (i < shortBlocks ? 0 : 1));
    start += block.length;
    const ecc = remainder(block, divisor);
    // A short block gets a placeholder where the long ones hold their last data byte.
    if (i < shortBlocks) block.push(0);
    all.push([...block, ...ecc]);
  }
  const result: number[] = [];
  for (let i = 0; i < shortLength + 1; i++) {
    all.forEach((block, j) => {
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i] ?? 0);
    });
  }
  return result;
}

/**
 * The symbol being drawn, one byte per module in flat arrays (row by row): the mask choice scores
 * the whole symbol eight times, which allocation-free loops keep to about a millisecond.
 */
class QrSymbol {
  readonly size: number;
  /** 1 for a dark module, at `y * size + x`. */
  readonly dark: Uint8Array;
  /** 1 for finder, timing, alignment, format and version modules: never data, never masked. */
  private readonly reserved: Uint8Array;

  constructor(private readonly version: number) {
    this.size = version * 4 + 17;
    this.dark = new Uint8Array(this.size * this.size);
    this.reserved = new Uint8Array(this.size * this.size);
    this.drawFunctionPatterns();
  }

  private set(x: number, y: number, dark: boolean): void {
    this.dark[y * this.size + x] = dark ? 1 : 0;
    this.reserved[y * this.size + x] = 1;
  }

  private drawFunctionPatterns(): void {
    const { size } = this;
    for (let i = 0; i < size; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    for (const [cx, cy] of [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ] as const) {
      // The finder with its light separator, clipped at the symbol's edge.
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const ring = Math.max(Math.abs(dx), Math.abs(dy));
          const [x, y] = [cx + dx, cy + dy];
          if (x >= 0 && x < size && y >= 0 && y < size) this.set(x, y, ring !== 2 && ring !== 4);
        }
      }
    }
    const positions = this.alignmentPositions();
    const last = positions.length - 1;
    positions.forEach((ay, i) =>
      positions.forEach((ax, j) => {
        // Not where a finder is.
        if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
        for (let dy = -2; dy <= 2; dy++) {
          for (let dx = -2; dx <= 2; dx++) this.set(ax + dx, ay + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      }),
    );
    this.drawFormat(0);
    this.drawVersion();
  }

  private alignmentPositions(): number[] {
    const { version, size } = this;
    if (version === 1) return [];
    const count = Math.floor(version / 7) + 2;
    const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
    const positions = [6];
    for (let position = size - 7; positions.length < count; position -= step) positions.splice(1, 0, position);
    return positions;
  }

  /** The level and mask, with their BCH error correction, in both copies. */
  drawFormat(mask: number): void {
    const data = (LEVEL_M << 3) | mask;
    let rest = data;
    for (let i = 0; i < 10; i++) rest = (rest << 1) ^ ((rest >>> 9) * 0x537);
    const bits = ((data << 10) | rest) ^ 0x5412;
    const { size } = this;
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(bits, i));
    this.set(8, 7, bit(bits, 6));
    this.set(8, 8, bit(bits, 7));
    this.set(7, 8, bit(bits, 8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(bits, i));
    for (let i = 0; i < 8; i++) this.set(size - 1 - i, 8, bit(bits, i));
    for (let i = 8; i < 15; i++) this.set(8, size - 15 + i, bit(bits, i));
    this.set(8, size - 8, true);
  }

  /** Versions 7 and up carry their number, with its error correction, beside two finders. */
  private drawVersion(): void {
    const { version, size } = this;
    if (version < 7) return;
    let rest = version;
    for (let i = 0; i < 12; i++) rest = (rest << 1) ^ ((rest >>> 11) * 0x1f25);
    const bits = (version << 12) | rest;
    for (let i = 0; i < 18; i++) {
      const [a, b] = [size - 11 + (i % 3), Math.floor(i / 3)];
      this.set(a, b, bit(bits, i));
      this.set(b, a, bit(bits, i));
    }
  }

  /** The codewords in the zigzag of two-module columns, right to left, skipping the timing column. */
  drawCodewords(codewords: readonly number[]): void {
    const { size } = this;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      const upward = ((right + 1) & 2) === 0;
      for (let vertical = 0; vertical < size; vertical++) {
        const y = upward ? size - 1 - vertical : vertical;
        for (let x = right; x >= right - 1; x--) {
          if (!this.reserved[y * size + x] && i < codewords.length * 8) {
            this.dark[y * size + x] = bit(codewords[i >>> 3] ?? 0, 7 - (i & 7)) ? 1 : 0;
            i++;
          }
        }
      }
    }
  }

  /**
   * Inverts the data modules mask `mask` selects; applying it twice undoes it. The eight rules are
   * written out in the loop, not called per module: this runs 16 times over every module of a
   * code, mostly before the engine has compiled it.
   */
  applyMask(mask: number): void {
    const { size, dark, reserved } = this;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        let invert: boolean;
        switch (mask) {
          case 0:
            invert = (x + y) % 2 === 0;
            break;
          case 1:
            invert = y % 2 === 0;
            break;
          case 2:
            invert = x % 3 === 0;
            break;
          case 3:
            invert = (x + y) % 3 === 0;
            break;
          case 4:
            invert = (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0;
            break;
          case 5:
            invert = ((x * y) % 2) + ((x * y) % 3) === 0;
            break;
          case 6:
            invert = (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
            break;
          default:
            invert = (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
        }
        const at = y * size + x;
        if (invert && !reserved[at]) dark[at] = dark[at] ? 0 : 1;
      }
    }
  }

  /** How hard the symbol is to scan (the standard's four rules): the encoder picks the lowest. */
  penalty(): number {
    const { size, dark } = this;
    let score = 0;
    for (let i = 0; i < size; i++) {
      score += this.linePenalty(i * size, 1) + this.linePenalty(i, size);
    }
    let darkCount = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const at = y * size + x;
        const color = dark[at];
        darkCount += color ?? 0;
        if (
          x < size - 1 &&
          y < size - 1 &&
          color === dark[at + 1] &&
          color === dark[at + size] &&
          color === dark[at + size + 1]
        ) {
          score += 3;
        }
      }
    }
    const total = size * size;
    return score + (Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1) * 10;
  }

  /**
   * Runs of five or more alike, and finder-like 1:1:3:1:1 patterns with light on one side, in the
   * row or column of `size` modules from `start`, `step` apart.
   */
  private linePenalty(start: number, step: number): number {
    const { size, dark } = this;
    let score = 0;
    let runColor = 0;
    let run = 0;
    const history = [0, 0, 0, 0, 0, 0, 0];
    const addHistory = (length: number) => {
      history.pop();
      // The light area before the line counts as part of its first run.
      history.unshift(history[0] === 0 ? length + size : length);
    };
    // Indexed, not destructured: this runs thousands of times per code, mostly before the
    // engine has compiled it, where destructuring's iterator costs.
    const finderLike = () => {
      const n = history[1] ?? 0;
      const core = n > 0 && history[2] === n && history[3] === n * 3 && history[4] === n && history[5] === n;
      const before = history[0] ?? 0;
      const after = history[6] ?? 0;
      return (core && before >= n * 4 && after >= n ? 1 : 0) + (core && after >= n * 4 && before >= n ? 1 : 0);
    };
    for (let i = 0; i < size; i++) {
      const color = dark[start + i * step] ?? 0;
      if (color === runColor) {
        run++;
        if (run === 5) score += 3;
        else if (run > 5) score++;
      } else {
        addHistory(run);
        if (!runColor) score += finderLike() * 40;
        runColor = color;
        run = 1;
      }
    }
    // The light area after the line ends the last run.
    if (runColor) {
      addHistory(run);
      run = 0;
    }
    addHistory(run + size);
    return score + finderLike() * 40;
  }
}

/** The dark (true) and light modules of the QR code for `text`, row by row, without quiet zone. */
export function qrMatrix(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (4 + (version < 10 ? 8 : 16) + bytes.length * 8 > dataCodewords(version) * 8) {
    // i18n-ignore: a programming error (a short link is never this long), not shown to people.
    if (++version > MAX_VERSION) throw new RangeError('Too long for a QR code');
  }
  const symbol = new QrSymbol(version);
  symbol.drawCodewords(interleaved(dataBytes(bytes, version), version));
  let best = 0;
  let lowest = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    symbol.applyMask(mask);
    symbol.drawFormat(mask);
    const penalty = symbol.penalty();
    if (penalty < lowest) [best, lowest] = [mask, penalty];
    symbol.applyMask(mask);
  }
  symbol.applyMask(best);
  symbol.drawFormat(best);
  const { size, dark } = symbol;
  return Array.from({ length: size }, (_, y) => Array.from(dark.subarray(y * size, (y + 1) * size), Boolean));
}
