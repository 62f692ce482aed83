// ICD-10 seed: the 22 chapters, and every block and 3- and 4-character code of seed/data/icd10-vi.tsv (WHO ICD-10
// 2019 codes and English names, Vietnamese names of a Ministry of Health list: sources and gaps in seed/data/README.md).
import { chuongICD, icd, nhomICD } from '../rules';
import { seedOf } from './seed-kit';
import { readTsv } from './tsv';

// [chapter, Vietnamese name, English name, first code, last code]
const CHAPTERS: readonly (readonly [string, string, string, string, string])[] = [
  ['I', 'Bệnh nhiễm trùng và ký sinh trùng', 'Certain infectious and parasitic diseases', 'A00', 'B99'],
  ['II', 'Bướu tân sinh', 'Neoplasms', 'C00', 'D48'],
  ['III', 'Bệnh của máu, cơ quan tạo máu và các rối loạn liên quan đến cơ chế miễn dịch', 'Diseases of the blood and blood-forming organs and certain disorders involving the immune mechanism', 'D50', 'D89'],
  ['IV', 'Bệnh nội tiết, dinh dưỡng và chuyển hóa', 'Endocrine, nutritional and metabolic diseases', 'E00', 'E90'],
  ['V', 'Rối loạn tâm thần và hành vi', 'Mental and behavioural disorders', 'F00', 'F99'],
  ['VI', 'Bệnh của hệ thần kinh', 'Diseases of the nervous system', 'G00', 'G99'],
  ['VII', 'Bệnh mắt và phần phụ', 'Diseases of the eye and adnexa', 'H00', 'H59'],
  ['VIII', 'Bệnh của tai và xương chũm', 'Diseases of the ear and mastoid process', 'H60', 'H95'],
  ['IX', 'Bệnh của hệ tuần hoàn', 'Diseases of the circulatory system', 'I00', 'I99'],
  ['X', 'Bệnh của hệ hô hấp', 'Diseases of the respiratory system', 'J00', 'J99'],
  ['XI', 'Bệnh của hệ tiêu hóa', 'Diseases of the digestive system', 'K00', 'K93'],
  ['XII', 'Bệnh da và mô dưới da', 'Diseases of the skin and subcutaneous tissue', 'L00', 'L99'],
  ['XIII', 'Bệnh của hệ cơ - xương - khớp và mô liên kết', 'Diseases of the musculoskeletal system and connective tissue', 'M00', 'M99'],
  ['XIV', 'Bệnh của hệ sinh dục - tiết niệu', 'Diseases of the genitourinary system', 'N00', 'N99'],
  ['XV', 'Chửa, đẻ và sau đẻ', 'Pregnancy, childbirth and the puerperium', 'O00', 'O99'],
  ['XVI', 'Một số bệnh lý xuất phát trong thời kỳ chu sinh', 'Certain conditions originating in the perinatal period', 'P00', 'P96'],
  ['XVII', 'Dị tật bẩm sinh, biến dạng và bất thường về nhiễm sắc thể', 'Congenital malformations, deformations and chromosomal abnormalities', 'Q00', 'Q99'],
  ['XVIII', 'Các triệu chứng, dấu hiệu và những biểu hiện lâm sàng, cận lâm sàng bất thường, không phân loại ở nơi khác', 'Symptoms, signs and abnormal clinical and laboratory findings, not elsewhere classified', 'R00', 'R99'],
  ['XIX', 'Vết thương, ngộ độc và hậu quả của một số nguyên nhân bên ngoài', 'Injury, poisoning and certain other consequences of external causes', 'S00', 'T98'],
  ['XX', 'Các nguyên nhân bên ngoài của bệnh tật và tử vong', 'External causes of morbidity and mortality', 'V01', 'Y98'],
  ['XXI', 'Các yếu tố ảnh hưởng đến tình trạng sức khỏe và tiếp xúc dịch vụ y tế', 'Factors influencing health status and contact with health services', 'Z00', 'Z99'],
  ['XXII', 'Mã phục vụ những mục đích đặc biệt', 'Codes for special purposes', 'U00', 'U85'],
];

// Vietnamese block names where one is known (the file gives block codes only); the others are named by their codes.
const BLOCK_NAMES: ReadonlyMap<string, string> = new Map([
  ['A00-A09', 'Bệnh nhiễm trùng đường ruột'],
  ['A15-A19', 'Bệnh lao'],
  ['A30-A49', 'Bệnh nhiễm khuẩn khác'],
  ['A50-A64', 'Nhiễm trùng lây truyền chủ yếu qua đường tình dục'],
  ['A80-A89', 'Nhiễm virus hệ thần kinh trung ương'],
  ['A90-A99', 'Sốt virus do động vật chân đốt truyền và sốt xuất huyết do virus'],
  ['B00-B09', 'Nhiễm virus có tổn thương da và niêm mạc'],
  ['B15-B19', 'Viêm gan virus'],
  ['B20-B24', 'Bệnh do virus gây suy giảm miễn dịch ở người [HIV]'],
  ['B25-B34', 'Bệnh do virus khác'],
  ['B35-B49', 'Bệnh nấm'],
  ['B50-B64', 'Bệnh do đơn bào'],
  ['B65-B83', 'Bệnh giun sán'],
  ['B85-B89', 'Bệnh chấy rận, bệnh ghẻ và các bệnh ký sinh trùng khác'],
  ['C00-C14', 'U ác của môi, khoang miệng và hầu'],
  ['C15-C26', 'U ác của cơ quan tiêu hóa'],
  ['C30-C39', 'U ác của cơ quan hô hấp và trong lồng ngực'],
  ['C50-C50', 'U ác của vú'],
  ['C51-C58', 'U ác của cơ quan sinh dục nữ'],
  ['C60-C63', 'U ác của cơ quan sinh dục nam'],
  ['C73-C75', 'U ác của tuyến giáp và các tuyến nội tiết khác'],
  ['D10-D36', 'U lành'],
  ['D50-D53', 'Thiếu máu dinh dưỡng'],
  ['D55-D59', 'Thiếu máu tan máu'],
  ['D60-D64', 'Suy tủy xương và các bệnh thiếu máu khác'],
  ['D65-D69', 'Rối loạn đông máu, ban xuất huyết và các bệnh xuất huyết khác'],
  ['E00-E07', 'Bệnh tuyến giáp'],
  ['E10-E14', 'Bệnh đái tháo đường'],
  ['E15-E16', 'Rối loạn khác của điều hòa glucose và nội tiết tuyến tụy'],
  ['E40-E46', 'Suy dinh dưỡng'],
  ['E50-E64', 'Các thiếu hụt dinh dưỡng khác'],
  ['E65-E68', 'Béo phì và các dạng thừa dinh dưỡng khác'],
  ['E70-E90', 'Rối loạn chuyển hóa'],
  ['F00-F09', 'Rối loạn tâm thần thực tổn, bao gồm cả rối loạn tâm thần triệu chứng'],
  ['F10-F19', 'Rối loạn tâm thần và hành vi do sử dụng chất tác động tâm thần'],
  ['F20-F29', 'Tâm thần phân liệt, rối loạn loại phân liệt và rối loạn hoang tưởng'],
  ['F30-F39', 'Rối loạn khí sắc [cảm xúc]'],
  ['F40-F48', 'Rối loạn tâm căn, rối loạn liên quan đến stress và rối loạn dạng cơ thể'],
  ['F50-F59', 'Hội chứng hành vi kết hợp với rối loạn sinh lý và yếu tố cơ thể'],
  ['F90-F98', 'Rối loạn hành vi và cảm xúc thường khởi phát ở trẻ em và thanh thiếu niên'],
  ['G00-G09', 'Bệnh viêm hệ thần kinh trung ương'],
  ['G20-G26', 'Rối loạn vận động ngoại tháp'],
  ['G30-G32', 'Bệnh thoái hóa khác của hệ thần kinh'],
  ['G40-G47', 'Rối loạn từng cơn và kịch phát'],
  ['G50-G59', 'Bệnh dây thần kinh, rễ và đám rối thần kinh'],
  ['G60-G64', 'Bệnh đa dây thần kinh và bệnh khác của hệ thần kinh ngoại biên'],
  ['G80-G83', 'Bại não và các hội chứng liệt khác'],
  ['H00-H06', 'Bệnh mi mắt, lệ bộ và hốc mắt'],
  ['H10-H13', 'Bệnh kết mạc'],
  ['H15-H22', 'Bệnh củng mạc, giác mạc, mống mắt và thể mi'],
  ['H25-H28', 'Bệnh thể thủy tinh'],
  ['H30-H36', 'Bệnh hắc mạc và võng mạc'],
  ['H40-H42', 'Glôcôm'],
  ['H49-H52', 'Rối loạn vận nhãn, điều tiết và khúc xạ'],
  ['H60-H62', 'Bệnh tai ngoài'],
  ['H65-H75', 'Bệnh tai giữa và xương chũm'],
  ['H80-H83', 'Bệnh tai trong'],
  ['H90-H95', 'Bệnh khác của tai'],
  ['I00-I02', 'Thấp khớp cấp'],
  ['I05-I09', 'Bệnh tim do thấp mạn tính'],
  ['I10-I15', 'Bệnh lý tăng huyết áp'],
  ['I20-I25', 'Bệnh tim thiếu máu cục bộ'],
  ['I26-I28', 'Bệnh tim do phổi và bệnh tuần hoàn phổi'],
  ['I30-I52', 'Thể bệnh tim khác'],
  ['I60-I69', 'Bệnh mạch máu não'],
  ['I70-I79', 'Bệnh động mạch, tiểu động mạch và mao mạch'],
  ['I80-I89', 'Bệnh tĩnh mạch, mạch bạch huyết và hạch bạch huyết, không phân loại nơi khác'],
  ['I95-I99', 'Bệnh khác và không đặc hiệu của hệ tuần hoàn'],
  ['J00-J06', 'Nhiễm trùng hô hấp trên cấp'],
  ['J09-J18', 'Cúm và viêm phổi'],
  ['J20-J22', 'Nhiễm trùng hô hấp dưới cấp khác'],
  ['J30-J39', 'Bệnh khác của đường hô hấp trên'],
  ['J40-J47', 'Bệnh hô hấp dưới mạn tính'],
  ['J90-J94', 'Bệnh khác của màng phổi'],
  ['J95-J99', 'Bệnh khác của hệ hô hấp'],
  ['K00-K14', 'Bệnh khoang miệng, tuyến nước bọt và xương hàm'],
  ['K20-K31', 'Bệnh thực quản, dạ dày và tá tràng'],
  ['K35-K38', 'Bệnh ruột thừa'],
  ['K40-K46', 'Thoát vị'],
  ['K50-K52', 'Viêm ruột và viêm đại tràng không nhiễm trùng'],
  ['K55-K64', 'Bệnh khác của ruột'],
  ['K65-K67', 'Bệnh phúc mạc'],
  ['K70-K77', 'Bệnh gan'],
  ['K80-K87', 'Bệnh túi mật, đường mật và tụy'],
  ['K90-K93', 'Bệnh khác của hệ tiêu hóa'],
  ['L00-L08', 'Nhiễm trùng da và mô dưới da'],
  ['L20-L30', 'Viêm da và chàm'],
  ['L40-L45', 'Bệnh sẩn có vảy'],
  ['L50-L54', 'Mày đay và ban đỏ'],
  ['L60-L75', 'Bệnh phần phụ của da'],
  ['L80-L99', 'Bệnh khác của da và mô dưới da'],
  ['M05-M14', 'Bệnh viêm đa khớp'],
  ['M15-M19', 'Thoái hóa khớp'],
  ['M20-M25', 'Bệnh khớp khác'],
  ['M30-M36', 'Bệnh hệ thống của mô liên kết'],
  ['M40-M43', 'Biến dạng cột sống'],
  ['M45-M49', 'Bệnh lý cột sống'],
  ['M50-M54', 'Bệnh khác của cột sống'],
  ['M60-M63', 'Bệnh cơ'],
  ['M65-M68', 'Bệnh màng hoạt dịch và gân'],
  ['M70-M79', 'Bệnh mô mềm khác'],
  ['M80-M85', 'Rối loạn về mật độ và cấu trúc xương'],
  ['M86-M90', 'Bệnh xương khác'],
  ['N00-N08', 'Bệnh cầu thận'],
  ['N10-N16', 'Bệnh ống thận - mô kẽ'],
  ['N17-N19', 'Suy thận'],
  ['N20-N23', 'Sỏi tiết niệu'],
  ['N25-N29', 'Bệnh khác của thận và niệu quản'],
  ['N30-N39', 'Bệnh khác của hệ tiết niệu'],
  ['N40-N51', 'Bệnh cơ quan sinh dục nam'],
  ['N60-N64', 'Bệnh tuyến vú'],
  ['N70-N77', 'Bệnh viêm cơ quan vùng chậu nữ'],
  ['N80-N98', 'Rối loạn không viêm của đường sinh dục nữ'],
  ['O00-O08', 'Thai nghén kết thúc bằng sẩy thai'],
  ['O10-O16', 'Phù, protein niệu và rối loạn tăng huyết áp trong thai nghén, sinh đẻ và hậu sản'],
  ['O20-O29', 'Các bệnh lý khác của mẹ liên quan chủ yếu đến thai nghén'],
  ['O30-O48', 'Chăm sóc bà mẹ liên quan đến thai, buồng ối và các vấn đề có thể xảy ra khi đẻ'],
  ['O60-O75', 'Biến chứng của chuyển dạ và đẻ'],
  ['O80-O84', 'Đẻ'],
  ['O85-O92', 'Biến chứng chủ yếu liên quan đến thời kỳ hậu sản'],
  ['P05-P08', 'Rối loạn liên quan đến thời gian thai nghén và sự phát triển của thai'],
  ['P20-P29', 'Rối loạn hô hấp và tim mạch đặc hiệu của thời kỳ chu sinh'],
  ['P35-P39', 'Nhiễm trùng đặc hiệu của thời kỳ chu sinh'],
  ['P50-P61', 'Rối loạn chảy máu và huyết học ở thai và trẻ sơ sinh'],
  ['Q20-Q28', 'Dị tật bẩm sinh của hệ tuần hoàn'],
  ['Q35-Q37', 'Khe hở môi và khe hở vòm miệng'],
  ['Q50-Q56', 'Dị tật bẩm sinh của cơ quan sinh dục'],
  ['Q65-Q79', 'Dị tật và biến dạng bẩm sinh của hệ cơ xương'],
  ['R00-R09', 'Triệu chứng và dấu hiệu liên quan đến hệ tuần hoàn và hô hấp'],
  ['R10-R19', 'Triệu chứng và dấu hiệu liên quan đến hệ tiêu hóa và bụng'],
  ['R20-R23', 'Triệu chứng và dấu hiệu liên quan đến da và mô dưới da'],
  ['R25-R29', 'Triệu chứng và dấu hiệu liên quan đến hệ thần kinh và cơ xương'],
  ['R30-R39', 'Triệu chứng và dấu hiệu liên quan đến hệ tiết niệu'],
  ['R40-R46', 'Triệu chứng và dấu hiệu liên quan đến nhận thức, tri giác, trạng thái cảm xúc và hành vi'],
  ['R50-R69', 'Triệu chứng và dấu hiệu chung'],
  ['R70-R79', 'Bất thường khi xét nghiệm máu, không có chẩn đoán'],
  ['S00-S09', 'Tổn thương đầu'],
  ['S10-S19', 'Tổn thương cổ'],
  ['S20-S29', 'Tổn thương ngực'],
  ['S30-S39', 'Tổn thương bụng, lưng, cột sống thắt lưng và khung chậu'],
  ['S40-S49', 'Tổn thương vai và cánh tay'],
  ['S50-S59', 'Tổn thương khuỷu tay và cẳng tay'],
  ['S60-S69', 'Tổn thương cổ tay và bàn tay'],
  ['S70-S79', 'Tổn thương háng và đùi'],
  ['S80-S89', 'Tổn thương gối và cẳng chân'],
  ['S90-S99', 'Tổn thương cổ chân và bàn chân'],
  ['T08-T14', 'Tổn thương phần không đặc hiệu của thân, chi hoặc vùng cơ thể'],
  ['T15-T19', 'Tác động của dị vật qua lỗ tự nhiên'],
  ['T51-T65', 'Tác dụng độc của chất chủ yếu không phải là thuốc'],
  ['T66-T78', 'Tác động khác và không đặc hiệu của nguyên nhân bên ngoài'],
  ['V80-V89', 'Tai nạn giao thông đường bộ khác'],
  ['W00-W19', 'Ngã'],
  ['W50-W64', 'Tiếp xúc với lực cơ học của vật sống'],
  ['Z00-Z13', 'Người tiếp xúc với dịch vụ y tế để khám và xét nghiệm'],
  ['Z30-Z39', 'Người tiếp xúc với dịch vụ y tế liên quan đến sinh sản'],
  ['Z40-Z54', 'Người tiếp xúc với dịch vụ y tế vì thủ thuật chuyên biệt và chăm sóc y tế'],
  ['Z80-Z99', 'Người có nguy cơ sức khỏe tiềm tàng liên quan đến tiền sử cá nhân, gia đình và một số tình trạng ảnh hưởng đến sức khỏe'],
  ['U00-U49', 'Chỉ định tạm thời cho bệnh mới có nguyên nhân chưa chắc chắn'],
  // WHO 2019 moved dengue (A90, A91) to A97 and the block became A92-A99; same title.
  ['A92-A99', 'Sốt virus do động vật chân đốt truyền và sốt xuất huyết do virus'],
]);

// Vietnamese names the file lacks (most of chapter XIII), kept from the list typed in before the file came.
const KEPT_VIETNAMESE_NAMES: ReadonlyMap<string, string> = new Map([
  ['M06.9', 'Viêm khớp dạng thấp, không đặc hiệu'],
  ['M10.9', 'Bệnh gút, không đặc hiệu'],
  ['M13.9', 'Viêm khớp, không đặc hiệu'],
  ['M15.9', 'Thoái hóa đa khớp, không đặc hiệu'],
  ['M16.9', 'Thoái hóa khớp háng, không đặc hiệu'],
  ['M17.9', 'Thoái hóa khớp gối, không đặc hiệu'],
  ['M19.9', 'Thoái hóa khớp, không đặc hiệu'],
  ['M25.5', 'Đau khớp'],
  ['M41.9', 'Vẹo cột sống, không đặc hiệu'],
  ['M47.8', 'Thoái hóa cột sống khác'],
  ['M47.9', 'Thoái hóa cột sống, không đặc hiệu'],
  ['M48.0', 'Hẹp ống sống'],
  ['M50.1', 'Bệnh đĩa đệm cột sống cổ có bệnh rễ thần kinh'],
  ['M51.1', 'Bệnh đĩa đệm cột sống thắt lưng và đoạn khác có bệnh rễ thần kinh'],
  ['M51.2', 'Di lệch đĩa đệm đặc hiệu khác'],
  ['M53.0', 'Hội chứng cổ - đầu'],
  ['M53.1', 'Hội chứng cổ - cánh tay'],
  ['M54.2', 'Đau vùng cổ gáy'],
  ['M54.3', 'Đau dây thần kinh tọa'],
  ['M54.4', 'Đau lưng kèm đau dây thần kinh tọa'],
  ['M54.5', 'Đau vùng thắt lưng'],
  ['M54.9', 'Đau lưng, không đặc hiệu'],
  ['M62.6', 'Căng cơ'],
  ['M65.3', 'Ngón tay lò xo'],
  ['M65.4', 'Viêm bao gân mỏm trâm quay [de Quervain]'],
  ['M75.0', 'Viêm dính bao khớp vai'],
  ['M75.1', 'Hội chứng chóp xoay'],
  ['M77.1', 'Viêm mỏm trên lồi cầu ngoài xương cánh tay'],
  ['M79.1', 'Đau cơ'],
  ['M81.0', 'Loãng xương sau mãn kinh'],
  ['M81.9', 'Loãng xương, không đặc hiệu'],
  ['M86.9', 'Viêm xương tủy, không đặc hiệu'],
]);

interface IcdLine {
  code: string;
  name_vi: string;
  name_en: string;
  chapter: string;
  block: string;
}

// Codes of ICD-10 2010 that WHO 2019 dropped but the Ministry's list and insurance claims still use: dengue before
// its 2019 split into A97.x, and K58.9. Kept in the block they had.
const KEPT_OLD_CODES: readonly IcdLine[] = [
  { code: 'A90', name_vi: 'Sốt Dengue [sốt Dengue cổ điển]', name_en: 'Dengue fever [classical dengue]', chapter: 'I', block: 'A90-A99' },
  { code: 'A91', name_vi: 'Sốt xuất huyết Dengue', name_en: 'Dengue haemorrhagic fever', chapter: 'I', block: 'A90-A99' },
  { code: 'K58.9', name_vi: 'Hội chứng ruột kích thích không có tiêu chảy', name_en: 'Irritable bowel syndrome without diarrhoea', chapter: 'XI', block: 'K55-K64' },
];

const inRange = (code: string, first: string, last: string) => code.slice(0, 3) >= first && code.slice(0, 3) <= last;
const startsWithAny = (code: string, prefixes: readonly string[]) => prefixes.some((prefix) => code.startsWith(prefix));

// Diagnoses that fit one sex only: pregnancy and the female and male genital organs.
function sexOf(code: string): 'MALE' | 'FEMALE' | undefined {
  if (code.startsWith('O') || inRange(code, 'N70', 'N98') || startsWithAny(code, ['C53', 'C56', 'D25', 'D27', 'B37.3', 'M81.0', 'Z01.4', 'Z32', 'Z34', 'Z39'])) return 'FEMALE';
  if (inRange(code, 'N40', 'N51') || startsWithAny(code, ['C61', 'Q53'])) return 'MALE';
  return undefined;
}

// Diseases of the infectious-disease law's lists (Luật Phòng, chống bệnh truyền nhiễm), as code prefixes: a category
// flags its subcategories. Chosen for the common codes typed in before the full list came, with dengue's and
// COVID-19's newer codes (A97, U07.2); not yet a complete mapping of the law's lists to the 12,000 codes.
const COMMUNICABLE = ['A00', 'A01', 'A03', 'A06', 'A08.0', 'A15', 'A16', 'A18', 'A19', 'A36', 'A37', 'A51', 'A53', 'A54', 'A82', 'A83.0', 'A90', 'A91', 'A97', 'B01', 'B05', 'B06', 'B08.4', 'B15', 'B16', 'B17', 'B18', 'B19', 'B24', 'B26', 'B54', 'J10', 'J11', 'U07.1', 'U07.2'];

// Chronic diseases treated over long periods (tuberculosis, HIV, hepatitis B and C, diabetes, hypertension, heart
// failure, COPD, asthma, chronic kidney disease, epilepsy, Parkinson's, rheumatoid arthritis).
const LONG_TERM = ['A15', 'A16', 'B18.1', 'B18.2', 'B24', 'E10', 'E11', 'I10', 'I11', 'I50', 'J44', 'J45', 'N18', 'G40', 'G20', 'M05', 'M06'];

const fileLines = readTsv(new URL('./data/icd10-vi.tsv', import.meta.url)) as unknown as readonly IcdLine[];
const lines: readonly IcdLine[] = [...fileLines, ...KEPT_OLD_CODES];

/** A code's seed row: without a Vietnamese name it shows the English one, marked untranslated. */
function icdRow({ code, name_vi, name_en, chapter, block }: IcdLine) {
  const vietnamese = name_vi || KEPT_VIETNAMESE_NAMES.get(code) || '';
  const sex = sexOf(code);
  return {
    MaICD: code,
    TenICD: vietnamese || name_en,
    ...(name_en ? { TenTiengAnh: name_en } : {}),
    ChuaCoTenTiengViet: vietnamese === '',
    MucICD: code.length === 3 ? 'Loai' : 'Benh',
    NhomICD_Id: block,
    ChuongICD_Id: chapter,
    ...(sex ? { GioiTinh: sex } : {}),
    BenhTruyenNhiem: startsWithAny(code, COMMUNICABLE),
    BenhChuaTriDaiNgay: startsWithAny(code, LONG_TERM),
  };
}

/** Every block the codes name, in code order, under its chapter. */
function blockRows() {
  const chapterOf = new Map<string, string>();
  for (const { block, chapter } of [...lines].sort((a, b) => (a.code < b.code ? -1 : 1))) if (!chapterOf.has(block)) chapterOf.set(block, chapter);
  return [...chapterOf].map(([block, chapter]) => ({ MaNhomICD: block, TenNhomICD: BLOCK_NAMES.get(block) ?? `Nhóm ${block}`, ChuongICD_Id: chapter }));
}

export const chuongICDSeed = seedOf(
  chuongICD,
  CHAPTERS.map(([code, name, english, first, last], index) => ({ MaChuongICD: code, TenChuongICD: name, TenTiengAnh: english, TuMa: first, DenMa: last, ThuTu: index + 1 })),
);

export const nhomICDSeed = seedOf(nhomICD, blockRows());

export const icdSeed = seedOf(icd, lines.map(icdRow));
