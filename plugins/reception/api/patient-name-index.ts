// An in-memory index of a facility's patients by the words of their unaccented names, for the search as a receptionist
// types: 'nguyen van h' finds every patient one of whose words starts with each typed syllable, newest first, in keyset
// pages. The database answers codes and numbers from its B-tree indexes in a millisecond, but a name shared by
// thousands (Nguyễn Văn H…) costs it 5–10 ms whatever the index, and 20 receptionists at once then queue behind each
// other. Here the same search is integer comparisons over posting lists.
//
// The index only proposes ids: the rows are then read by id with the match checked again, so a stale entry can hide
// nothing wrong, only cost a second look (patient-name-search.ts).

/** A patient as the index needs it: the id (which orders patients, newest last) and the unaccented name. */
export interface IndexedPatient {
  _id: string;
  TenKhongDau: string;
}

/** The words of a stored unaccented name, split as the database's syllable-prefix function splits them. */
export function nameWords(unaccentedName: string): string[] {
  return unaccentedName.split(' ').filter(Boolean);
}

/** The first position of a sorted list whose value is not below `value` (its length when every value is). */
function lowerBound<T extends string | number>(sorted: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The patients at the time the index was built, sorted by id: each patient's words as codes into a sorted dictionary,
 * so that the words starting with a typed syllable are one range of codes, and per word code the patients having it.
 */
class Snapshot {
  readonly ids: string[];
  private readonly dictionary: string[];
  private readonly wordStarts: Uint32Array;
  private readonly wordCodes: Uint32Array;
  private readonly postings: Int32Array[];
  private readonly removed: Uint8Array;

  constructor(patients: readonly IndexedPatient[]) {
    const sorted = [...patients].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    this.ids = sorted.map((patient) => patient._id);
    const words = sorted.map((patient) => nameWords(patient.TenKhongDau));
    this.dictionary = [...new Set(words.flat())].sort();
    const codeOf = new Map(this.dictionary.map((word, code) => [word, code]));
    this.wordStarts = new Uint32Array(sorted.length + 1);
    let total = 0;
    for (const [doc, list] of words.entries()) {
      this.wordStarts[doc] = total;
      total += list.length;
    }
    this.wordStarts[sorted.length] = total;
    this.wordCodes = new Uint32Array(total);
    const counts = new Uint32Array(this.dictionary.length);
    for (const [doc, list] of words.entries()) {
      list.forEach((word, index) => {
        const code = codeOf.get(word)!;
        this.wordCodes[this.wordStarts[doc]! + index] = code;
        counts[code]!++;
      });
    }
    this.postings = Array.from(counts, (count) => new Int32Array(count));
    const filled = new Uint32Array(this.dictionary.length);
    for (let doc = 0; doc < sorted.length; doc++) {
      for (let at = this.wordStarts[doc]!; at < this.wordStarts[doc + 1]!; at++) {
        const code = this.wordCodes[at]!;
        // A name repeating a word ('Nguyễn Nguyễn An') is listed once under it, so the lists stay strictly ascending.
        if (this.hasCodeBefore(doc, code, at)) continue;
        this.postings[code]![filled[code]!++] = doc;
      }
    }
    for (const [code, list] of this.postings.entries()) if (filled[code]! < list.length) this.postings[code] = list.slice(0, filled[code]!);
    this.removed = new Uint8Array(sorted.length);
  }

  private hasCodeBefore(doc: number, code: number, before: number): boolean {
    for (let at = this.wordStarts[doc]!; at < before; at++) if (this.wordCodes[at] === code) return true;
    return false;
  }

  get size(): number {
    return this.ids.length;
  }

  /** The document of the id, or -1. */
  docOf(id: string): number {
    const at = lowerBound(this.ids, id);
    return this.ids[at] === id ? at : -1;
  }

  wordsOf(doc: number): string[] {
    const words: string[] = [];
    for (let at = this.wordStarts[doc]!; at < this.wordStarts[doc + 1]!; at++) words.push(this.dictionary[this.wordCodes[at]!]!);
    return words;
  }

  isLive(doc: number): boolean {
    return this.removed[doc] === 0;
  }

  remove(doc: number): void {
    this.removed[doc] = 1;
  }

  /** The codes of the words starting with the syllable: [first, end). */
  private codeRange(syllable: string): [number, number] {
    return [lowerBound(this.dictionary, syllable), lowerBound(this.dictionary, `${syllable}\uffff`)];
  }

  /** Up to `count` live documents below `beforeDoc` having, for each syllable, a word it starts; highest first. */
  matches(syllables: readonly string[], beforeDoc: number, count: number): number[] {
    const ranges = syllables.map((syllable) => this.codeRange(syllable));
    if (ranges.some(([first, end]) => first === end)) return [];
    // The syllable whose words the fewest patients have drives the walk; each candidate is checked for the others.
    const sizes = ranges.map(([first, end]) => {
      let size = 0;
      for (let code = first; code < end; code++) size += this.postings[code]!.length;
      return size;
    });
    const driver = sizes.indexOf(Math.min(...sizes));
    const [first, end] = ranges[driver]!;
    const others = ranges.filter((_, index) => index !== driver);
    const lists = Array.from({ length: end - first }, (_, index) => this.postings[first + index]!);
    const cursors = Int32Array.from(lists, (list) => lowerBound(list, beforeDoc) - 1);
    const found: number[] = [];
    while (found.length < count) {
      // The highest document left in any list: the words of one range are few (the words starting with 'h' are tens).
      let best = -1;
      for (let index = 0; index < lists.length; index++) {
        const at = cursors[index]!;
        if (at >= 0 && lists[index]![at]! > best) best = lists[index]![at]!;
      }
      if (best < 0) break;
      // A document is in one list per word of the range it has: all are passed at once.
      for (let index = 0; index < lists.length; index++) if (cursors[index]! >= 0 && lists[index]![cursors[index]!] === best) cursors[index]!--;
      if (this.removed[best] === 0 && this.hasWordsIn(best, others)) found.push(best);
    }
    return found;
  }

  private hasWordsIn(doc: number, ranges: readonly (readonly [number, number])[]): boolean {
    const from = this.wordStarts[doc]!;
    const to = this.wordStarts[doc + 1]!;
    for (let range = 0; range < ranges.length; range++) {
      const [first, end] = ranges[range]!;
      let found = false;
      for (let at = from; at < to && !found; at++) {
        const code = this.wordCodes[at]!;
        found = code >= first && code < end;
      }
      if (!found) return false;
    }
    return true;
  }
}

function sameWords(held: readonly string[], words: readonly string[]): boolean {
  return held.length === words.length && held.every((word, index) => word === words[index]);
}

/** Each typed syllable starts one of the words (the same word may serve two syllables, as in the database's test). */
function wordsMatch(words: readonly string[], syllables: readonly string[]): boolean {
  return syllables.every((syllable) => words.some((word) => word.startsWith(syllable)));
}

/** Patients added or renamed since the snapshot, with the patients of each word so that a search reads only its own. */
class RecentPatients {
  readonly words = new Map<string, string[]>();
  private readonly byWord = new Map<string, Set<string>>();

  get size(): number {
    return this.words.size;
  }

  set(id: string, words: string[]): void {
    this.delete(id);
    this.words.set(id, words);
    for (const word of words) {
      const ids = this.byWord.get(word) ?? new Set<string>();
      ids.add(id);
      this.byWord.set(word, ids);
    }
  }

  delete(id: string): void {
    for (const word of this.words.get(id) ?? []) {
      const ids = this.byWord.get(word)!;
      ids.delete(id);
      if (ids.size === 0) this.byWord.delete(word);
    }
    this.words.delete(id);
  }

  /** Every id below `before` whose words start with each syllable, in no order. */
  matches(syllables: readonly string[], before: string | null): string[] {
    let fewest: string[] | null = null;
    for (const syllable of syllables) {
      const ids: string[] = [];
      for (const [word, holders] of this.byWord) if (word.startsWith(syllable)) ids.push(...holders);
      if (fewest === null || ids.length < fewest.length) fewest = ids;
    }
    return [...new Set(fewest)].filter((id) => (before === null || id < before) && wordsMatch(this.words.get(id)!, syllables));
  }

  clear(): void {
    this.words.clear();
    this.byWord.clear();
  }
}

/**
 * The index of one facility: a sorted snapshot, plus the patients added or renamed since, each with the words of its
 * name. Patients removed from the snapshot are marked, never moved; `compact` folds the recent ones in.
 */
export class PatientNameIndex {
  private snapshot: Snapshot;
  private readonly recent = new RecentPatients();
  private changes = 0;

  constructor(patients: readonly IndexedPatient[]) {
    this.snapshot = new Snapshot(patients);
  }

  /** Patients in the index. */
  liveCount(): number {
    let live = this.recent.size;
    for (let doc = 0; doc < this.snapshot.size; doc++) if (this.snapshot.isLive(doc) && !this.recent.words.has(this.snapshot.ids[doc]!)) live++;
    return live;
  }

  /** Patients added or renamed since the snapshot: when they are many, compacting is worth its cost. */
  get changedSinceBuilt(): number {
    return this.recent.size;
  }

  /** Patients in the snapshot, removed ones included. */
  get builtSize(): number {
    return this.snapshot.size;
  }

  /** Counts the changes made to the index: a reader that saw the same count twice saw the same index. */
  get version(): number {
    return this.changes;
  }

  /** Whether the index holds the patient under this unaccented name. */
  holds(patient: IndexedPatient): boolean {
    const words = nameWords(patient.TenKhongDau);
    const recent = this.recent.words.get(patient._id);
    if (recent) return sameWords(recent, words);
    const doc = this.snapshot.docOf(patient._id);
    return doc >= 0 && this.snapshot.isLive(doc) && sameWords(this.snapshot.wordsOf(doc), words);
  }

  /** Saves the patient's current name (new, renamed or unchanged: an unchanged one costs a lookup). */
  put(patient: IndexedPatient): void {
    if (this.holds(patient)) return;
    const doc = this.snapshot.docOf(patient._id);
    if (doc >= 0) this.snapshot.remove(doc);
    this.recent.set(patient._id, nameWords(patient.TenKhongDau));
    this.changes++;
  }

  remove(id: string): void {
    this.recent.delete(id);
    const doc = this.snapshot.docOf(id);
    if (doc >= 0) this.snapshot.remove(doc);
    this.changes++;
  }

  /** Rebuilds the snapshot from every live patient, folding in the recent ones. */
  compact(): void {
    const patients: IndexedPatient[] = [];
    for (let doc = 0; doc < this.snapshot.size; doc++) {
      if (this.snapshot.isLive(doc)) patients.push({ _id: this.snapshot.ids[doc]!, TenKhongDau: this.snapshot.wordsOf(doc).join(' ') });
    }
    for (const [id, words] of this.recent.words) patients.push({ _id: id, TenKhongDau: words.join(' ') });
    this.snapshot = new Snapshot(patients);
    this.recent.clear();
    this.changes++;
  }

  /**
   * Ids of up to `count` patients whose words start with every syllable (unaccented, lower case), highest id first,
   * below `before` when given: the keyset page after the one that ended at `before`.
   */
  search(syllables: readonly string[], count: number, before: string | null = null): string[] {
    if (syllables.length === 0 || count <= 0) return [];
    const beforeDoc = before === null ? this.snapshot.size : lowerBound(this.snapshot.ids, before);
    const fromSnapshot = this.snapshot.matches(syllables, beforeDoc, count).map((doc) => this.snapshot.ids[doc]!);
    const fromRecent = this.recent.size === 0 ? [] : this.recent.matches(syllables, before);
    if (fromRecent.length === 0) return fromSnapshot;
    return [...fromSnapshot, ...fromRecent].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)).slice(0, count);
  }
}
