// Interactions among the drugs of one prescription, one case a row: the shipped pairs, spellings as Vietnamese
// labels print them, combinations, duplicated ingredients, and what is not an interaction.
import { describe, expect, it } from 'vitest';
import { findInteractions, INTERACTIONS, ingredientKey, ingredientsOf, type InteractionDrug } from './interactions';

const drug = (SoDangKy: string, TenDuoc: string, HoatChat: string | null): InteractionDrug => ({ SoDangKy, TenDuoc, HoatChat });

const WARFARIN = drug('VD-1', 'Warfarin 5mg', 'Warfarin natri');
const ASPIRIN = drug('VD-2', 'Aspirin 81mg', 'Acid acetylsalicylic');
const IBUPROFEN = drug('VD-3', 'Ibuprofen 400mg', 'Ibuprofen');
const DICLOFENAC = drug('VD-4', 'Diclofenac 50mg', 'Diclofenac natri');
const CLOPIDOGREL = drug('VD-5', 'Clopidogrel 75mg', 'Clopidogrel');
const OMEPRAZOL = drug('VD-6', 'Omeprazol 20mg', 'Omeprazol');
const SIMVASTATIN = drug('VD-7', 'Simvastatin 20mg', 'SIMVASTATIN');
const CLARITHROMYCIN = drug('VN-8', 'Clarithromycin 500mg', 'Clarithromycin');
const AUGMENTIN = drug('VN-9', 'Augmentin 625mg', 'Amoxicilin; Acid clavulanic');
const AMOXICILLIN = drug('VD-10', 'Amoxicilin 500mg', 'Amoxicillin trihydrate');
const PARACETAMOL = drug('VD-11', 'Paracetamol 500mg', 'Paracetamol');
const EFFERALGAN = drug('VN-12', 'Efferalgan 500mg', 'Acetaminophen');
const CETIRIZIN = drug('VD-13', 'Cetirizin 10mg', 'Cetirizin dihydroclorid');
const GAUZE = drug('VTYT-1', 'Gạc y tế', null);

describe('an ingredient as the table compares it', () => {
  it.each([
    ['case and accents do not count', 'WARFARIN', 'warfarin'],
    ['accents do not count', 'Prednisolón', 'prednisolone'],
    ['a salt after the name is dropped', 'Losartan kali', 'losartan'],
    ['a salt that is the ingredient keeps its name', 'Kali clorid', 'kali clorid'],
    ['the Vietnamese spelling is the international name', 'Amoxicilin', 'amoxicillin'],
    ['an old name is the international name', 'Acid acetylsalicylic', 'aspirin'],
  ])('%s', (_case, printed, key) => {
    expect(ingredientKey(printed)).toBe(key);
  });

  it('a combination is read ingredient by ingredient, as printed', () => {
    expect([...ingredientsOf('Amoxicilin 500mg; Acid clavulanic 125mg').values()]).toEqual(['Amoxicilin 500mg', 'Acid clavulanic 125mg']);
    expect([...ingredientsOf('Amoxicilin; Acid clavulanic').keys()]).toEqual(['amoxicillin', 'clavulanic acid']);
  });
});

describe('interactions among the drugs of a prescription', () => {
  const cases: [caseName: string, drugs: InteractionDrug[], found: [MucDo: string, SoDangKy1: string, SoDangKy2: string][]][] = [
    ['warfarin and aspirin: major', [WARFARIN, ASPIRIN], [['Major', 'VD-1', 'VD-2']]],
    ['the other order gives the same pair', [ASPIRIN, WARFARIN], [['Major', 'VD-2', 'VD-1']]],
    ['clopidogrel and omeprazole: major', [CLOPIDOGREL, OMEPRAZOL], [['Major', 'VD-5', 'VD-6']]],
    ['simvastatin and clarithromycin, case and spelling aside: major', [SIMVASTATIN, CLARITHROMYCIN], [['Major', 'VD-7', 'VN-8']]],
    ['two NSAIDs: moderate', [IBUPROFEN, DICLOFENAC], [['Moderate', 'VD-3', 'VD-4']]],
    ['omeprazole and clarithromycin: minor', [OMEPRAZOL, CLARITHROMYCIN], [['Minor', 'VD-6', 'VN-8']]],
    ['Augmentin and amoxicillin share amoxicillin: duplication', [AUGMENTIN, AMOXICILLIN], [['Duplication', 'VN-9', 'VD-10']]],
    ['paracetamol under two names: duplication', [PARACETAMOL, EFFERALGAN], [['Duplication', 'VD-11', 'VN-12']]],
    ['three drugs: every pair, most severe first', [IBUPROFEN, WARFARIN, ASPIRIN], [['Major', 'VD-3', 'VD-1'], ['Major', 'VD-1', 'VD-2'], ['Moderate', 'VD-3', 'VD-2']]],
    ['drugs that do not interact: none', [CETIRIZIN, PARACETAMOL, AMOXICILLIN], []],
    ['a supply without ingredients: none', [WARFARIN, GAUZE], []],
    ['one drug listed twice: none', [WARFARIN, WARFARIN], []],
    ['a single drug: none', [WARFARIN], []],
  ];

  it.each(cases)('%s', (_case, drugs, found) => {
    expect(findInteractions(drugs).map((row) => [row.MucDo, row.SoDangKy1, row.SoDangKy2])).toEqual(found);
  });

  it('names both drugs and the ingredients that interact, and says what happens and what to do in Vietnamese', () => {
    const [row] = findInteractions([WARFARIN, ASPIRIN]);
    expect(row).toMatchObject({ TenThuoc1: 'Warfarin 5mg', TenThuoc2: 'Aspirin 81mg', HoatChat1: 'Warfarin natri', HoatChat2: 'Acid acetylsalicylic' });
    expect(row!.MoTa).toContain('chảy máu');
    expect(row!.XuTri).toBeTruthy();
  });

  it('a duplication names the shared ingredient', () => {
    const [row] = findInteractions([AUGMENTIN, AMOXICILLIN]);
    expect(row).toMatchObject({ HoatChat1: 'Amoxicilin', HoatChat2: 'Amoxicillin trihydrate' });
    expect(row!.MoTa).toContain('Amoxicilin');
  });

  it('every pair of the table has its class, its description, what to do and its source, and is listed once', () => {
    const pairs = INTERACTIONS.map((rule) => [ingredientKey(rule.a), ingredientKey(rule.b)].sort().join('|'));
    expect(new Set(pairs).size).toBe(INTERACTIONS.length);
    expect(INTERACTIONS.length).toBeGreaterThanOrEqual(15);
    for (const rule of INTERACTIONS) {
      expect(['Major', 'Moderate', 'Minor']).toContain(rule.MucDo);
      expect(rule.MoTa.length).toBeGreaterThan(20);
      expect(rule.XuTri.length).toBeGreaterThan(10);
      expect(rule.source).toBeTruthy();
    }
  });
});
