// The name index answers exactly what the rule says, checked against the rule itself over random names: every
// patient one of whose words starts with each typed syllable, highest id first, in pages that never repeat or skip,
// through additions, renames, removals and compactions.
import { describe, expect, it } from 'vitest';
import { PatientNameIndex, type IndexedPatient } from './patient-name-index';

const WORDS = ['nguyen', 'nguyet', 'ngo', 'tran', 'thi', 'thu', 'thuy', 'van', 'hai', 'ha', 'hanh', 'an', 'anh', 'o\'neil', 'kim', 'ly'];

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state;
  };
}

const idOf = (n: number) => n.toString(16).padStart(24, '0');

function matches(name: string, syllables: readonly string[]): boolean {
  const words = name.split(' ');
  return syllables.every((syllable) => words.some((word) => word.startsWith(syllable)));
}

function expected(patients: ReadonlyMap<string, string>, syllables: readonly string[]): string[] {
  return [...patients].filter(([, name]) => matches(name, syllables)).map(([id]) => id).sort().reverse();
}

function pages(index: PatientNameIndex, syllables: readonly string[], limit: number): string[] {
  const ids: string[] = [];
  let before: string | null = null;
  for (;;) {
    const page = index.search(syllables, limit, before);
    ids.push(...page);
    if (page.length < limit) return ids;
    before = page[page.length - 1]!;
  }
}

const QUERIES = [['nguyen'], ['ng'], ['n', 'v', 'h'], ['thu'], ['th', 'th'], ['h'], ['an'], ['o'], ['kim', 'ly', 'a'], ['zz'], ['tran', 'thi', 'thuy']];

describe('PatientNameIndex', () => {
  it('When names are searched / Then each page holds the next matches by id, down to the last, as the rule gives them', () => {
    const next = random(7);
    const patients = new Map<string, string>();
    for (let n = 1; n <= 3_000; n++) patients.set(idOf(n * 3), Array.from({ length: 2 + (next() % 3) }, () => WORDS[next() % WORDS.length]).join(' '));
    const index = new PatientNameIndex([...patients].map(([_id, TenKhongDau]) => ({ _id, TenKhongDau })));
    for (const syllables of QUERIES) {
      for (const limit of [1, 7, 50]) expect(pages(index, syllables, limit), `${syllables.join(' ')} by ${limit}`).toEqual(expected(patients, syllables));
    }
  });

  it('When patients are added, renamed and removed, and the index compacted / Then every search still gives exactly the rule\'s answer', () => {
    const next = random(11);
    const name = () => Array.from({ length: 2 + (next() % 3) }, () => WORDS[next() % WORDS.length]).join(' ');
    const patients = new Map<string, string>();
    const initial: IndexedPatient[] = [];
    for (let n = 1; n <= 1_000; n++) {
      const patient = { _id: idOf(n * 10), TenKhongDau: name() };
      initial.push(patient);
      patients.set(patient._id, patient.TenKhongDau);
    }
    const index = new PatientNameIndex(initial);
    for (let step = 0; step < 600; step++) {
      const action = next() % 4;
      if (action === 0) {
        // A new patient, sometimes between older ones (ids made in the same second sort at random).
        const id = idOf((next() % 12_000) * 10 + 5);
        patients.set(id, name());
        index.put({ _id: id, TenKhongDau: patients.get(id)! });
      } else if (action === 1) {
        const id = [...patients.keys()][next() % patients.size]!;
        patients.set(id, name());
        index.put({ _id: id, TenKhongDau: patients.get(id)! });
      } else if (action === 2) {
        const id = [...patients.keys()][next() % patients.size]!;
        patients.delete(id);
        index.remove(id);
      } else if (step % 50 === 3) {
        index.compact();
        expect(index.changedSinceBuilt).toBe(0);
      }
      if (step % 40 === 0) for (const syllables of QUERIES) expect(pages(index, syllables, 13), `step ${step}: ${syllables.join(' ')}`).toEqual(expected(patients, syllables));
    }
    expect(index.liveCount()).toBe(patients.size);
  });

  it('When a patient is saved with the name it already has / Then nothing changes and it is found once', () => {
    const index = new PatientNameIndex([{ _id: idOf(1), TenKhongDau: 'nguyen van an' }, { _id: idOf(2), TenKhongDau: 'nguyen nguyen an' }]);
    index.put({ _id: idOf(1), TenKhongDau: 'nguyen van an' });
    expect(index.changedSinceBuilt).toBe(0);
    expect(index.search(['nguyen', 'an'], 10)).toEqual([idOf(2), idOf(1)]);
    expect(index.search(['nguyen', 'nguyen'], 10)).toEqual([idOf(2), idOf(1)]);
  });

  it('When the index is asked whether it holds a name / Then only the patient\'s latest name counts, and each change moves its version', () => {
    const index = new PatientNameIndex([{ _id: idOf(1), TenKhongDau: 'nguyen van an' }]);
    const versions = [index.version];
    expect(index.holds({ _id: idOf(1), TenKhongDau: 'nguyen van an' })).toBe(true);
    expect(index.holds({ _id: idOf(1), TenKhongDau: 'nguyen van anh' })).toBe(false);
    expect(index.holds({ _id: idOf(2), TenKhongDau: 'le thi ba' })).toBe(false);
    index.put({ _id: idOf(1), TenKhongDau: 'nguyen van an' });
    expect(index.version).toBe(versions[0]);
    index.put({ _id: idOf(1), TenKhongDau: 'tran van an' });
    versions.push(index.version);
    expect(index.holds({ _id: idOf(1), TenKhongDau: 'nguyen van an' })).toBe(false);
    expect(index.holds({ _id: idOf(1), TenKhongDau: 'tran van an' })).toBe(true);
    index.put({ _id: idOf(2), TenKhongDau: 'le thi ba' });
    versions.push(index.version);
    expect(index.holds({ _id: idOf(2), TenKhongDau: 'le thi ba' })).toBe(true);
    index.compact();
    versions.push(index.version);
    expect(index.holds({ _id: idOf(1), TenKhongDau: 'tran van an' })).toBe(true);
    index.remove(idOf(1));
    versions.push(index.version);
    expect(index.holds({ _id: idOf(1), TenKhongDau: 'tran van an' })).toBe(false);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('When the index is empty or nothing is typed / Then nothing is found', () => {
    expect(new PatientNameIndex([]).search(['an'], 10)).toEqual([]);
    expect(new PatientNameIndex([{ _id: idOf(1), TenKhongDau: 'an' }]).search([], 10)).toEqual([]);
  });
});
