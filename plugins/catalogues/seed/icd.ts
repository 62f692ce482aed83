// ICD-10 seed: the 22 chapters, the blocks used here, and the common outpatient and inpatient codes with their
// Vietnamese names in the wording of the Ministry of Health list (Decision 4469/QĐ-BYT).
import { chuongICD, icd, nhomICD } from '../rules';
import { seedOf } from './seed-kit';

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

type Code = readonly [code: string, name: string];

// Blocks by chapter, each with its codes: [block, Vietnamese name, codes].
const BLOCKS: Readonly<Record<string, readonly (readonly [string, string, readonly Code[]])[]>> = {
  I: [
    ['A00-A09', 'Bệnh nhiễm trùng đường ruột', [
      ['A00.9', 'Bệnh tả, không đặc hiệu'],
      ['A01.0', 'Bệnh thương hàn'],
      ['A02.0', 'Viêm ruột do Salmonella'],
      ['A03.9', 'Bệnh lỵ trực khuẩn, không đặc hiệu'],
      ['A04.9', 'Nhiễm trùng đường ruột do vi khuẩn, không đặc hiệu'],
      ['A05.9', 'Ngộ độc thực phẩm do vi khuẩn, không đặc hiệu'],
      ['A06.0', 'Lỵ amip cấp'],
      ['A07.1', 'Bệnh do Giardia'],
      ['A08.0', 'Viêm ruột do Rotavirus'],
      ['A08.4', 'Nhiễm trùng đường ruột do virus, không đặc hiệu'],
      ['A09', 'Tiêu chảy và viêm dạ dày ruột có nguồn gốc nhiễm trùng'],
    ]],
    ['A15-A19', 'Bệnh lao', [
      ['A15', 'Lao hô hấp, có xác nhận về vi khuẩn học và mô học'],
      ['A16', 'Lao hô hấp, không xác nhận về vi khuẩn học hoặc mô học'],
      ['A16.2', 'Lao phổi, không đề cập đến xác nhận về vi khuẩn học hoặc mô học'],
      ['A18.2', 'Lao hạch bạch huyết ngoại vi'],
      ['A19.9', 'Lao kê, không đặc hiệu'],
    ]],
    ['A30-A49', 'Bệnh nhiễm khuẩn khác', [
      ['A36.9', 'Bệnh bạch hầu, không đặc hiệu'],
      ['A37.9', 'Ho gà, không đặc hiệu'],
      ['A38', 'Bệnh tinh hồng nhiệt'],
      ['A41.9', 'Nhiễm khuẩn huyết, không đặc hiệu'],
      ['A46', 'Viêm quầng'],
      ['A49.9', 'Nhiễm khuẩn, không đặc hiệu'],
    ]],
    ['A50-A64', 'Nhiễm trùng lây truyền chủ yếu qua đường tình dục', [
      ['A51.0', 'Giang mai sinh dục tiên phát'],
      ['A53.9', 'Giang mai, không đặc hiệu'],
      ['A54.9', 'Nhiễm lậu cầu, không đặc hiệu'],
      ['A56.0', 'Nhiễm Chlamydia đường niệu sinh dục dưới'],
      ['A59.0', 'Nhiễm Trichomonas đường niệu sinh dục'],
      ['A60.0', 'Nhiễm herpes ở cơ quan sinh dục và đường niệu sinh dục'],
      ['A63.0', 'Sùi mào gà hậu môn sinh dục'],
    ]],
    ['A80-A89', 'Nhiễm virus hệ thần kinh trung ương', [
      ['A82.9', 'Bệnh dại, không đặc hiệu'],
      ['A83.0', 'Viêm não Nhật Bản'],
      ['A87.9', 'Viêm màng não do virus, không đặc hiệu'],
    ]],
    ['A90-A99', 'Sốt virus do động vật chân đốt truyền và sốt xuất huyết do virus', [
      ['A90', 'Sốt Dengue [sốt Dengue cổ điển]'],
      ['A91', 'Sốt xuất huyết Dengue'],
    ]],
    ['B00-B09', 'Nhiễm virus có tổn thương da và niêm mạc', [
      ['B00.9', 'Nhiễm virus herpes, không đặc hiệu'],
      ['B01.9', 'Thủy đậu không có biến chứng'],
      ['B02.9', 'Bệnh zona không có biến chứng'],
      ['B05.9', 'Sởi không có biến chứng'],
      ['B06.9', 'Rubella không có biến chứng'],
      ['B07', 'Mụn cóc do virus'],
      ['B08.1', 'U mềm lây'],
      ['B08.4', 'Viêm miệng mụn nước do enterovirus có phát ban (bệnh tay chân miệng)'],
      ['B09', 'Nhiễm virus không đặc hiệu có tổn thương da và niêm mạc'],
    ]],
    ['B15-B19', 'Viêm gan virus', [
      ['B15.9', 'Viêm gan A không có hôn mê gan'],
      ['B16.9', 'Viêm gan B cấp không có đồng nhiễm delta và không có hôn mê gan'],
      ['B17.1', 'Viêm gan C cấp'],
      ['B18.1', 'Viêm gan virus B mạn, không có tác nhân delta'],
      ['B18.2', 'Viêm gan virus C mạn'],
      ['B19.9', 'Viêm gan virus không đặc hiệu, không có hôn mê gan'],
    ]],
    ['B20-B24', 'Bệnh do virus gây suy giảm miễn dịch ở người [HIV]', [
      ['B24', 'Bệnh do virus gây suy giảm miễn dịch ở người [HIV], không đặc hiệu'],
    ]],
    ['B25-B34', 'Bệnh do virus khác', [
      ['B26.9', 'Quai bị không có biến chứng'],
      ['B27.9', 'Bệnh tăng bạch cầu đơn nhân nhiễm trùng, không đặc hiệu'],
      ['B34.9', 'Nhiễm virus, không đặc hiệu'],
    ]],
    ['B35-B49', 'Bệnh nấm', [
      ['B35.0', 'Nấm râu và nấm da đầu'],
      ['B35.1', 'Nấm móng'],
      ['B35.4', 'Nấm da thân'],
      ['B35.6', 'Nấm da vùng bẹn'],
      ['B36.0', 'Lang ben'],
      ['B37.0', 'Viêm miệng do Candida'],
      ['B37.3', 'Nhiễm Candida ở âm hộ và âm đạo'],
    ]],
    ['B50-B64', 'Bệnh do đơn bào', [
      ['B54', 'Sốt rét, không đặc hiệu'],
    ]],
    ['B65-B83', 'Bệnh giun sán', [
      ['B76.9', 'Bệnh giun móc, không đặc hiệu'],
      ['B77.9', 'Bệnh giun đũa, không đặc hiệu'],
      ['B79', 'Bệnh giun tóc'],
      ['B80', 'Bệnh giun kim'],
      ['B82.0', 'Bệnh giun sán đường ruột, không đặc hiệu'],
    ]],
    ['B85-B89', 'Bệnh chấy rận, bệnh ghẻ và các bệnh ký sinh trùng khác', [
      ['B85.0', 'Bệnh chấy do chấy đầu'],
      ['B86', 'Bệnh ghẻ'],
    ]],
  ],
  II: [
    ['C00-C14', 'U ác của môi, khoang miệng và hầu', [
      ['C11.9', 'U ác của vòm họng, không đặc hiệu'],
    ]],
    ['C15-C26', 'U ác của cơ quan tiêu hóa', [
      ['C15.9', 'U ác của thực quản, không đặc hiệu'],
      ['C16.9', 'U ác của dạ dày, không đặc hiệu'],
      ['C18.9', 'U ác của đại tràng, không đặc hiệu'],
      ['C20', 'U ác của trực tràng'],
      ['C22.0', 'Ung thư biểu mô tế bào gan'],
      ['C25.9', 'U ác của tụy, không đặc hiệu'],
    ]],
    ['C30-C39', 'U ác của cơ quan hô hấp và trong lồng ngực', [
      ['C32.9', 'U ác của thanh quản, không đặc hiệu'],
      ['C34.9', 'U ác của phế quản hoặc phổi, không đặc hiệu'],
    ]],
    ['C50', 'U ác của vú', [
      ['C50.9', 'U ác của vú, không đặc hiệu'],
    ]],
    ['C51-C58', 'U ác của cơ quan sinh dục nữ', [
      ['C53.9', 'U ác của cổ tử cung, không đặc hiệu'],
      ['C56', 'U ác của buồng trứng'],
    ]],
    ['C60-C63', 'U ác của cơ quan sinh dục nam', [
      ['C61', 'U ác của tuyến tiền liệt'],
    ]],
    ['C73-C75', 'U ác của tuyến giáp và các tuyến nội tiết khác', [
      ['C73', 'U ác của tuyến giáp'],
    ]],
    ['D10-D36', 'U lành', [
      ['D17.9', 'U mỡ lành tính, không đặc hiệu'],
      ['D18.0', 'U máu, bất kỳ vị trí nào'],
      ['D24', 'U lành của vú'],
      ['D25.9', 'U cơ trơn tử cung, không đặc hiệu'],
      ['D27', 'U lành của buồng trứng'],
      ['D34', 'U lành của tuyến giáp'],
    ]],
  ],
  III: [
    ['D50-D53', 'Thiếu máu dinh dưỡng', [
      ['D50.9', 'Thiếu máu thiếu sắt, không đặc hiệu'],
      ['D51.9', 'Thiếu máu thiếu vitamin B12, không đặc hiệu'],
    ]],
    ['D55-D59', 'Thiếu máu tan máu', [
      ['D56.9', 'Bệnh thalassemia, không đặc hiệu'],
    ]],
    ['D60-D64', 'Suy tủy xương và các bệnh thiếu máu khác', [
      ['D64.9', 'Thiếu máu, không đặc hiệu'],
    ]],
    ['D65-D69', 'Rối loạn đông máu, ban xuất huyết và các bệnh xuất huyết khác', [
      ['D69.0', 'Ban xuất huyết dị ứng'],
      ['D69.3', 'Ban xuất huyết giảm tiểu cầu vô căn'],
      ['D69.6', 'Giảm tiểu cầu, không đặc hiệu'],
    ]],
  ],
  IV: [
    ['E00-E07', 'Bệnh tuyến giáp', [
      ['E03.9', 'Suy giáp, không đặc hiệu'],
      ['E04.1', 'Nhân giáp đơn độc không độc'],
      ['E04.2', 'Bướu giáp đa nhân không độc'],
      ['E04.9', 'Bướu giáp không độc, không đặc hiệu'],
      ['E05.0', 'Nhiễm độc giáp với bướu giáp lan tỏa'],
      ['E05.9', 'Nhiễm độc giáp, không đặc hiệu'],
      ['E06.3', 'Viêm tuyến giáp tự miễn'],
    ]],
    ['E10-E14', 'Bệnh đái tháo đường', [
      ['E10', 'Bệnh đái tháo đường phụ thuộc insuline'],
      ['E10.9', 'Bệnh đái tháo đường phụ thuộc insuline, không có biến chứng'],
      ['E11', 'Bệnh đái tháo đường không phụ thuộc insuline'],
      ['E11.2', 'Bệnh đái tháo đường không phụ thuộc insuline, có biến chứng thận'],
      ['E11.3', 'Bệnh đái tháo đường không phụ thuộc insuline, có biến chứng mắt'],
      ['E11.4', 'Bệnh đái tháo đường không phụ thuộc insuline, có biến chứng thần kinh'],
      ['E11.5', 'Bệnh đái tháo đường không phụ thuộc insuline, có biến chứng tuần hoàn ngoại vi'],
      ['E11.7', 'Bệnh đái tháo đường không phụ thuộc insuline, có nhiều biến chứng'],
      ['E11.9', 'Bệnh đái tháo đường không phụ thuộc insuline, không có biến chứng'],
      ['E14.9', 'Bệnh đái tháo đường không đặc hiệu, không có biến chứng'],
    ]],
    ['E15-E16', 'Rối loạn khác của điều hòa glucose và nội tiết tuyến tụy', [
      ['E16.2', 'Hạ đường huyết, không đặc hiệu'],
    ]],
    ['E40-E46', 'Suy dinh dưỡng', [
      ['E44.0', 'Suy dinh dưỡng protein - năng lượng mức độ vừa'],
      ['E46', 'Suy dinh dưỡng protein - năng lượng, không đặc hiệu'],
    ]],
    ['E50-E64', 'Các thiếu hụt dinh dưỡng khác', [
      ['E55.9', 'Thiếu vitamin D, không đặc hiệu'],
    ]],
    ['E65-E68', 'Béo phì và các dạng thừa dinh dưỡng khác', [
      ['E66.9', 'Béo phì, không đặc hiệu'],
    ]],
    ['E70-E90', 'Rối loạn chuyển hóa', [
      ['E78', 'Rối loạn chuyển hóa lipoprotein và tình trạng tăng lipid máu khác'],
      ['E78.0', 'Tăng cholesterol máu đơn thuần'],
      ['E78.1', 'Tăng glycerid máu đơn thuần'],
      ['E78.2', 'Tăng lipid máu hỗn hợp'],
      ['E78.5', 'Tăng lipid máu, không đặc hiệu'],
      ['E79.0', 'Tăng acid uric máu không có dấu hiệu viêm khớp và bệnh tophi'],
      ['E83.5', 'Rối loạn chuyển hóa calci'],
      ['E87.6', 'Hạ kali máu'],
    ]],
  ],
  V: [
    ['F00-F09', 'Rối loạn tâm thần thực tổn, bao gồm cả rối loạn tâm thần triệu chứng', [
      ['F03', 'Mất trí không đặc hiệu'],
    ]],
    ['F10-F19', 'Rối loạn tâm thần và hành vi do sử dụng chất tác động tâm thần', [
      ['F10.2', 'Rối loạn tâm thần và hành vi do sử dụng rượu, hội chứng nghiện'],
      ['F17.2', 'Rối loạn tâm thần và hành vi do sử dụng thuốc lá, hội chứng nghiện'],
    ]],
    ['F20-F29', 'Tâm thần phân liệt, rối loạn loại phân liệt và rối loạn hoang tưởng', [
      ['F20.9', 'Tâm thần phân liệt, không đặc hiệu'],
    ]],
    ['F30-F39', 'Rối loạn khí sắc [cảm xúc]', [
      ['F32.9', 'Giai đoạn trầm cảm, không đặc hiệu'],
      ['F33.9', 'Rối loạn trầm cảm tái diễn, không đặc hiệu'],
    ]],
    ['F40-F48', 'Rối loạn tâm căn, rối loạn liên quan đến stress và rối loạn dạng cơ thể', [
      ['F41.0', 'Rối loạn hoảng sợ [lo âu kịch phát từng giai đoạn]'],
      ['F41.1', 'Rối loạn lo âu lan tỏa'],
      ['F41.2', 'Rối loạn hỗn hợp lo âu và trầm cảm'],
      ['F43.2', 'Rối loạn sự thích ứng'],
      ['F45.9', 'Rối loạn dạng cơ thể, không đặc hiệu'],
      ['F48.0', 'Suy nhược thần kinh'],
    ]],
    ['F50-F59', 'Hội chứng hành vi kết hợp với rối loạn sinh lý và yếu tố cơ thể', [
      ['F51.0', 'Mất ngủ không thực tổn'],
    ]],
    ['F90-F98', 'Rối loạn hành vi và cảm xúc thường khởi phát ở trẻ em và thanh thiếu niên', [
      ['F90.0', 'Rối loạn hoạt động và chú ý'],
    ]],
  ],
  VI: [
    ['G00-G09', 'Bệnh viêm hệ thần kinh trung ương', [
      ['G03.9', 'Viêm màng não, không đặc hiệu'],
    ]],
    ['G20-G26', 'Rối loạn vận động ngoại tháp', [
      ['G20', 'Bệnh Parkinson'],
    ]],
    ['G30-G32', 'Bệnh thoái hóa khác của hệ thần kinh', [
      ['G30.9', 'Bệnh Alzheimer, không đặc hiệu'],
    ]],
    ['G40-G47', 'Rối loạn từng cơn và kịch phát', [
      ['G40.9', 'Động kinh, không đặc hiệu'],
      ['G43.9', 'Migraine, không đặc hiệu'],
      ['G44.2', 'Đau đầu kiểu căng thẳng'],
      ['G45.9', 'Cơn thiếu máu não cục bộ thoáng qua, không đặc hiệu'],
      ['G47.0', 'Rối loạn khởi phát và duy trì giấc ngủ [mất ngủ]'],
    ]],
    ['G50-G59', 'Bệnh dây thần kinh, rễ và đám rối thần kinh', [
      ['G50.0', 'Đau dây thần kinh sinh ba'],
      ['G51.0', 'Liệt Bell'],
      ['G54.2', 'Bệnh rễ thần kinh cổ, không phân loại nơi khác'],
      ['G56.0', 'Hội chứng ống cổ tay'],
      ['G58.0', 'Bệnh dây thần kinh liên sườn'],
    ]],
    ['G60-G64', 'Bệnh đa dây thần kinh và bệnh khác của hệ thần kinh ngoại biên', [
      ['G62.9', 'Bệnh đa dây thần kinh, không đặc hiệu'],
    ]],
    ['G80-G83', 'Bại não và các hội chứng liệt khác', [
      ['G80.9', 'Bại não, không đặc hiệu'],
      ['G81.9', 'Liệt nửa người, không đặc hiệu'],
    ]],
  ],
  VII: [
    ['H00-H06', 'Bệnh mi mắt, lệ bộ và hốc mắt', [
      ['H00.0', 'Lẹo và viêm tuyến bờ mi khác'],
      ['H00.1', 'Chắp'],
      ['H01.0', 'Viêm bờ mi'],
    ]],
    ['H10-H13', 'Bệnh kết mạc', [
      ['H10.0', 'Viêm kết mạc mủ nhầy'],
      ['H10.1', 'Viêm kết mạc dị ứng cấp'],
      ['H10.9', 'Viêm kết mạc, không đặc hiệu'],
      ['H11.0', 'Mộng thịt'],
    ]],
    ['H15-H22', 'Bệnh củng mạc, giác mạc, mống mắt và thể mi', [
      ['H16.9', 'Viêm giác mạc, không đặc hiệu'],
      ['H20.9', 'Viêm mống mắt thể mi, không đặc hiệu'],
    ]],
    ['H25-H28', 'Bệnh thể thủy tinh', [
      ['H25.9', 'Đục thể thủy tinh tuổi già, không đặc hiệu'],
      ['H26.9', 'Đục thể thủy tinh, không đặc hiệu'],
    ]],
    ['H30-H36', 'Bệnh hắc mạc và võng mạc', [
      ['H35.0', 'Bệnh võng mạc cơ bản và biến đổi mạch máu võng mạc'],
    ]],
    ['H40-H42', 'Glôcôm', [
      ['H40.9', 'Glôcôm, không đặc hiệu'],
    ]],
    ['H49-H52', 'Rối loạn vận nhãn, điều tiết và khúc xạ', [
      ['H50.9', 'Lác, không đặc hiệu'],
      ['H52.0', 'Viễn thị'],
      ['H52.1', 'Cận thị'],
      ['H52.2', 'Loạn thị'],
      ['H52.4', 'Lão thị'],
    ]],
  ],
  VIII: [
    ['H60-H62', 'Bệnh tai ngoài', [
      ['H60.9', 'Viêm tai ngoài, không đặc hiệu'],
      ['H61.2', 'Nút ráy tai'],
    ]],
    ['H65-H75', 'Bệnh tai giữa và xương chũm', [
      ['H65.9', 'Viêm tai giữa không nung mủ, không đặc hiệu'],
      ['H66.0', 'Viêm tai giữa nung mủ cấp'],
      ['H66.1', 'Viêm tai giữa mủ mạn tính tai vòi'],
      ['H66.9', 'Viêm tai giữa, không đặc hiệu'],
      ['H72.9', 'Thủng màng nhĩ, không đặc hiệu'],
    ]],
    ['H80-H83', 'Bệnh tai trong', [
      ['H81.1', 'Chóng mặt kịch phát lành tính'],
      ['H81.9', 'Rối loạn chức năng tiền đình, không đặc hiệu'],
    ]],
    ['H90-H95', 'Bệnh khác của tai', [
      ['H90.5', 'Nghe kém tiếp nhận thần kinh giác quan, không đặc hiệu'],
      ['H91.9', 'Nghe kém, không đặc hiệu'],
      ['H93.1', 'Ù tai'],
    ]],
  ],
  IX: [
    ['I00-I02', 'Thấp khớp cấp', [
      ['I00', 'Thấp khớp cấp không ảnh hưởng đến tim'],
    ]],
    ['I05-I09', 'Bệnh tim do thấp mạn tính', [
      ['I05.0', 'Hẹp van hai lá'],
      ['I05.2', 'Hẹp van hai lá kèm hở van'],
    ]],
    ['I10-I15', 'Bệnh lý tăng huyết áp', [
      ['I10', 'Tăng huyết áp vô căn (nguyên phát)'],
      ['I11.0', 'Bệnh tim do tăng huyết áp, có suy tim (sung huyết)'],
      ['I11.9', 'Bệnh tim do tăng huyết áp, không có suy tim (sung huyết)'],
      ['I12.9', 'Bệnh thận do tăng huyết áp, không có suy thận'],
      ['I15.9', 'Tăng huyết áp thứ phát, không đặc hiệu'],
    ]],
    ['I20-I25', 'Bệnh tim thiếu máu cục bộ', [
      ['I20.0', 'Cơn đau thắt ngực không ổn định'],
      ['I20.9', 'Cơn đau thắt ngực, không đặc hiệu'],
      ['I21.9', 'Nhồi máu cơ tim cấp, không đặc hiệu'],
      ['I25.1', 'Bệnh tim do xơ vữa động mạch'],
      ['I25.9', 'Bệnh tim thiếu máu cục bộ mạn tính, không đặc hiệu'],
    ]],
    ['I26-I28', 'Bệnh tim do phổi và bệnh tuần hoàn phổi', [
      ['I26.9', 'Nghẽn mạch phổi không có tâm phế cấp'],
    ]],
    ['I30-I52', 'Thể bệnh tim khác', [
      ['I31.3', 'Tràn dịch màng ngoài tim (không do viêm)'],
      ['I34.0', 'Hở van hai lá (không do thấp)'],
      ['I35.0', 'Hẹp van động mạch chủ (không do thấp)'],
      ['I42.0', 'Bệnh cơ tim giãn'],
      ['I44.7', 'Block nhánh trái, không đặc hiệu'],
      ['I47.1', 'Nhịp nhanh trên thất'],
      ['I48', 'Rung nhĩ và cuồng nhĩ'],
      ['I49.9', 'Rối loạn nhịp tim, không đặc hiệu'],
      ['I50.0', 'Suy tim sung huyết'],
      ['I50.9', 'Suy tim, không đặc hiệu'],
      ['I51.7', 'Tim to'],
    ]],
    ['I60-I69', 'Bệnh mạch máu não', [
      ['I61.9', 'Xuất huyết não, không đặc hiệu'],
      ['I63.9', 'Nhồi máu não, không đặc hiệu'],
      ['I64', 'Đột quỵ, không xác định do xuất huyết hay nhồi máu'],
      ['I67.2', 'Xơ vữa động mạch não'],
      ['I67.9', 'Bệnh mạch máu não, không đặc hiệu'],
      ['I69.3', 'Di chứng nhồi máu não'],
    ]],
    ['I70-I79', 'Bệnh động mạch, tiểu động mạch và mao mạch', [
      ['I70.2', 'Xơ vữa động mạch của các động mạch chi'],
      ['I73.9', 'Bệnh mạch máu ngoại vi, không đặc hiệu'],
    ]],
    ['I80-I89', 'Bệnh tĩnh mạch, mạch bạch huyết và hạch bạch huyết, không phân loại nơi khác', [
      ['I83.9', 'Giãn tĩnh mạch chi dưới không có loét hoặc viêm'],
      ['I87.2', 'Suy tĩnh mạch (mạn tính) (ngoại biên)'],
      ['I88.9', 'Viêm hạch bạch huyết không đặc hiệu, không đặc hiệu'],
    ]],
    ['I95-I99', 'Bệnh khác và không đặc hiệu của hệ tuần hoàn', [
      ['I95.1', 'Hạ huyết áp tư thế'],
      ['I95.9', 'Hạ huyết áp, không đặc hiệu'],
    ]],
  ],
  X: [
    ['J00-J06', 'Nhiễm trùng hô hấp trên cấp', [
      ['J00', 'Viêm mũi họng cấp [cảm thường]'],
      ['J01.0', 'Viêm xoang hàm trên cấp'],
      ['J01.1', 'Viêm xoang trán cấp'],
      ['J01.2', 'Viêm xoang sàng cấp'],
      ['J01.9', 'Viêm xoang cấp, không đặc hiệu'],
      ['J02.0', 'Viêm họng do liên cầu'],
      ['J02.9', 'Viêm họng cấp, không đặc hiệu'],
      ['J03.0', 'Viêm amidan do liên cầu'],
      ['J03.9', 'Viêm amidan cấp, không đặc hiệu'],
      ['J04.0', 'Viêm thanh quản cấp'],
      ['J05.0', 'Viêm thanh quản tắc nghẽn cấp [croup]'],
      ['J06.0', 'Viêm thanh - hầu cấp'],
      ['J06.9', 'Nhiễm trùng đường hô hấp trên cấp, không đặc hiệu'],
    ]],
    ['J09-J18', 'Cúm và viêm phổi', [
      ['J10.1', 'Cúm có biểu hiện hô hấp khác, do virus cúm khác đã được định danh'],
      ['J11.1', 'Cúm có biểu hiện hô hấp khác, virus không được định danh'],
      ['J12.9', 'Viêm phổi do virus, không đặc hiệu'],
      ['J15.9', 'Viêm phổi do vi khuẩn, không đặc hiệu'],
      ['J18.0', 'Viêm phế quản phổi, không đặc hiệu'],
      ['J18.9', 'Viêm phổi, không đặc hiệu'],
    ]],
    ['J20-J22', 'Nhiễm trùng hô hấp dưới cấp khác', [
      ['J20.9', 'Viêm phế quản cấp, không đặc hiệu'],
      ['J21.9', 'Viêm tiểu phế quản cấp, không đặc hiệu'],
      ['J22', 'Nhiễm trùng hô hấp dưới cấp, không đặc hiệu'],
    ]],
    ['J30-J39', 'Bệnh khác của đường hô hấp trên', [
      ['J30.0', 'Viêm mũi vận mạch'],
      ['J30.3', 'Viêm mũi dị ứng khác'],
      ['J30.4', 'Viêm mũi dị ứng, không đặc hiệu'],
      ['J31.0', 'Viêm mũi mạn'],
      ['J31.2', 'Viêm họng mạn'],
      ['J32.0', 'Viêm xoang hàm trên mạn'],
      ['J32.9', 'Viêm xoang mạn, không đặc hiệu'],
      ['J33.0', 'Polyp hốc mũi'],
      ['J34.2', 'Vẹo vách ngăn mũi'],
      ['J35.0', 'Viêm amidan mạn'],
      ['J35.2', 'Phì đại V.A'],
      ['J37.0', 'Viêm thanh quản mạn'],
    ]],
    ['J40-J47', 'Bệnh hô hấp dưới mạn tính', [
      ['J40', 'Viêm phế quản, không xác định là cấp hay mạn'],
      ['J42', 'Viêm phế quản mạn, không đặc hiệu'],
      ['J44.1', 'Bệnh phổi tắc nghẽn mạn tính có đợt cấp, không đặc hiệu'],
      ['J44.9', 'Bệnh phổi tắc nghẽn mạn tính, không đặc hiệu'],
      ['J45.0', 'Hen có yếu tố dị ứng chiếm ưu thế'],
      ['J45.9', 'Hen phế quản, không đặc hiệu'],
      ['J47', 'Giãn phế quản'],
    ]],
    ['J90-J94', 'Bệnh khác của màng phổi', [
      ['J90', 'Tràn dịch màng phổi, không phân loại nơi khác'],
      ['J93.9', 'Tràn khí màng phổi, không đặc hiệu'],
    ]],
    ['J95-J99', 'Bệnh khác của hệ hô hấp', [
      ['J96.0', 'Suy hô hấp cấp'],
    ]],
  ],
  XI: [
    ['K00-K14', 'Bệnh khoang miệng, tuyến nước bọt và xương hàm', [
      ['K01.1', 'Răng mọc kẹt'],
      ['K02.1', 'Sâu ngà răng'],
      ['K02.9', 'Sâu răng, không đặc hiệu'],
      ['K04.0', 'Viêm tủy răng'],
      ['K04.7', 'Áp xe quanh chóp răng không có lỗ rò'],
      ['K05.1', 'Viêm lợi mạn'],
      ['K05.3', 'Viêm quanh răng mạn'],
      ['K08.1', 'Mất răng do tai nạn, nhổ răng hoặc bệnh nha chu khu trú'],
      ['K12.0', 'Loét áp-tơ miệng tái phát'],
    ]],
    ['K20-K31', 'Bệnh thực quản, dạ dày và tá tràng', [
      ['K20', 'Viêm thực quản'],
      ['K21.0', 'Bệnh trào ngược dạ dày - thực quản có viêm thực quản'],
      ['K21.9', 'Bệnh trào ngược dạ dày - thực quản không có viêm thực quản'],
      ['K25.9', 'Loét dạ dày, không xác định là cấp hay mạn, không có chảy máu hoặc thủng'],
      ['K26.9', 'Loét tá tràng, không xác định là cấp hay mạn, không có chảy máu hoặc thủng'],
      ['K27.9', 'Loét dạ dày tá tràng, vị trí không đặc hiệu, không xác định là cấp hay mạn, không có chảy máu hoặc thủng'],
      ['K29.0', 'Viêm dạ dày xuất huyết cấp'],
      ['K29.1', 'Viêm dạ dày cấp khác'],
      ['K29.5', 'Viêm dạ dày mạn, không đặc hiệu'],
      ['K29.7', 'Viêm dạ dày, không đặc hiệu'],
      ['K29.9', 'Viêm dạ dày tá tràng, không đặc hiệu'],
      ['K30', 'Khó tiêu chức năng'],
    ]],
    ['K35-K38', 'Bệnh ruột thừa', [
      ['K35', 'Viêm ruột thừa cấp'],
      ['K37', 'Viêm ruột thừa, không đặc hiệu'],
    ]],
    ['K40-K46', 'Thoát vị', [
      ['K40.9', 'Thoát vị bẹn một bên hoặc không đặc hiệu, không có tắc nghẽn hoặc hoại thư'],
      ['K42.9', 'Thoát vị rốn không có tắc nghẽn hoặc hoại thư'],
    ]],
    ['K50-K52', 'Viêm ruột và viêm đại tràng không nhiễm trùng', [
      ['K51.9', 'Viêm loét đại tràng, không đặc hiệu'],
      ['K52.9', 'Viêm dạ dày - ruột và viêm đại tràng không nhiễm trùng, không đặc hiệu'],
    ]],
    ['K55-K64', 'Bệnh khác của ruột', [
      ['K56.7', 'Tắc ruột, không đặc hiệu'],
      ['K57.3', 'Bệnh túi thừa của đại tràng không có thủng hoặc áp xe'],
      ['K58.9', 'Hội chứng ruột kích thích không có tiêu chảy'],
      ['K59.0', 'Táo bón'],
      ['K60.2', 'Nứt hậu môn, không đặc hiệu'],
      ['K61.0', 'Áp xe hậu môn'],
      ['K62.1', 'Polyp trực tràng'],
      ['K63.5', 'Polyp đại tràng'],
    ]],
    ['K65-K67', 'Bệnh phúc mạc', [
      ['K65.0', 'Viêm phúc mạc cấp'],
    ]],
    ['K70-K77', 'Bệnh gan', [
      ['K70.3', 'Xơ gan do rượu'],
      ['K74.6', 'Xơ gan khác và không đặc hiệu'],
      ['K75.9', 'Bệnh gan viêm, không đặc hiệu'],
      ['K76.0', 'Gan thoái hóa mỡ, không phân loại nơi khác'],
      ['K76.6', 'Tăng áp lực tĩnh mạch cửa'],
    ]],
    ['K80-K87', 'Bệnh túi mật, đường mật và tụy', [
      ['K80.2', 'Sỏi túi mật không có viêm túi mật'],
      ['K80.5', 'Sỏi ống mật không có viêm đường mật hoặc viêm túi mật'],
      ['K81.0', 'Viêm túi mật cấp'],
      ['K81.1', 'Viêm túi mật mạn'],
      ['K85', 'Viêm tụy cấp'],
      ['K86.1', 'Viêm tụy mạn khác'],
    ]],
    ['K90-K93', 'Bệnh khác của hệ tiêu hóa', [
      ['K92.0', 'Nôn ra máu'],
      ['K92.1', 'Đại tiện phân đen'],
      ['K92.2', 'Xuất huyết tiêu hóa, không đặc hiệu'],
    ]],
  ],
  XII: [
    ['L00-L08', 'Nhiễm trùng da và mô dưới da', [
      ['L01.0', 'Chốc'],
      ['L02.9', 'Áp xe da, nhọt và nhọt cụm, không đặc hiệu'],
      ['L03.9', 'Viêm mô tế bào, không đặc hiệu'],
      ['L04.0', 'Viêm hạch bạch huyết cấp tính ở mặt, đầu và cổ'],
      ['L08.9', 'Nhiễm trùng tại chỗ của da và mô dưới da, không đặc hiệu'],
    ]],
    ['L20-L30', 'Viêm da và chàm', [
      ['L20.9', 'Viêm da cơ địa, không đặc hiệu'],
      ['L21.9', 'Viêm da dầu, không đặc hiệu'],
      ['L23.9', 'Viêm da tiếp xúc dị ứng, nguyên nhân không đặc hiệu'],
      ['L24.9', 'Viêm da tiếp xúc kích ứng, nguyên nhân không đặc hiệu'],
      ['L27.0', 'Phát ban toàn thân do thuốc và dược phẩm'],
      ['L29.9', 'Ngứa, không đặc hiệu'],
      ['L30.9', 'Viêm da, không đặc hiệu'],
    ]],
    ['L40-L45', 'Bệnh sẩn có vảy', [
      ['L40.0', 'Vảy nến thông thường'],
    ]],
    ['L50-L54', 'Mày đay và ban đỏ', [
      ['L50.0', 'Mày đay dị ứng'],
      ['L50.9', 'Mày đay, không đặc hiệu'],
    ]],
    ['L60-L75', 'Bệnh phần phụ của da', [
      ['L60.0', 'Móng quặp'],
      ['L63.9', 'Rụng tóc từng vùng, không đặc hiệu'],
      ['L70.0', 'Trứng cá thông thường'],
    ]],
    ['L80-L99', 'Bệnh khác của da và mô dưới da', [
      ['L89.9', 'Loét do tì đè, không đặc hiệu'],
      ['L91.0', 'Sẹo lồi'],
    ]],
  ],
  XIII: [
    ['M05-M14', 'Bệnh viêm đa khớp', [
      ['M05.9', 'Viêm khớp dạng thấp huyết thanh dương tính, không đặc hiệu'],
      ['M06.9', 'Viêm khớp dạng thấp, không đặc hiệu'],
      ['M10.9', 'Bệnh gút, không đặc hiệu'],
      ['M13.9', 'Viêm khớp, không đặc hiệu'],
    ]],
    ['M15-M19', 'Thoái hóa khớp', [
      ['M15.9', 'Thoái hóa đa khớp, không đặc hiệu'],
      ['M16.9', 'Thoái hóa khớp háng, không đặc hiệu'],
      ['M17.9', 'Thoái hóa khớp gối, không đặc hiệu'],
      ['M19.9', 'Thoái hóa khớp, không đặc hiệu'],
    ]],
    ['M20-M25', 'Bệnh khớp khác', [
      ['M25.5', 'Đau khớp'],
    ]],
    ['M30-M36', 'Bệnh hệ thống của mô liên kết', [
      ['M32.9', 'Lupus ban đỏ hệ thống, không đặc hiệu'],
    ]],
    ['M40-M43', 'Biến dạng cột sống', [
      ['M41.9', 'Vẹo cột sống, không đặc hiệu'],
    ]],
    ['M45-M49', 'Bệnh lý cột sống', [
      ['M47.8', 'Thoái hóa cột sống khác'],
      ['M47.9', 'Thoái hóa cột sống, không đặc hiệu'],
      ['M48.0', 'Hẹp ống sống'],
    ]],
    ['M50-M54', 'Bệnh khác của cột sống', [
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
    ]],
    ['M60-M63', 'Bệnh cơ', [
      ['M62.6', 'Căng cơ'],
    ]],
    ['M65-M68', 'Bệnh màng hoạt dịch và gân', [
      ['M65.3', 'Ngón tay lò xo'],
      ['M65.4', 'Viêm bao gân mỏm trâm quay [de Quervain]'],
    ]],
    ['M70-M79', 'Bệnh mô mềm khác', [
      ['M75.0', 'Viêm dính bao khớp vai'],
      ['M75.1', 'Hội chứng chóp xoay'],
      ['M77.1', 'Viêm mỏm trên lồi cầu ngoài xương cánh tay'],
      ['M79.1', 'Đau cơ'],
    ]],
    ['M80-M85', 'Rối loạn về mật độ và cấu trúc xương', [
      ['M81.0', 'Loãng xương sau mãn kinh'],
      ['M81.9', 'Loãng xương, không đặc hiệu'],
    ]],
    ['M86-M90', 'Bệnh xương khác', [
      ['M86.9', 'Viêm xương tủy, không đặc hiệu'],
    ]],
  ],
  XIV: [
    ['N00-N08', 'Bệnh cầu thận', [
      ['N04.9', 'Hội chứng thận hư, không đặc hiệu'],
    ]],
    ['N10-N16', 'Bệnh ống thận - mô kẽ', [
      ['N10', 'Viêm ống thận - mô kẽ cấp'],
      ['N11.9', 'Viêm ống thận - mô kẽ mạn, không đặc hiệu'],
    ]],
    ['N17-N19', 'Suy thận', [
      ['N17.9', 'Suy thận cấp, không đặc hiệu'],
      ['N18.5', 'Bệnh thận mạn, giai đoạn 5'],
      ['N18.9', 'Bệnh thận mạn, không đặc hiệu'],
      ['N19', 'Suy thận không đặc hiệu'],
    ]],
    ['N20-N23', 'Sỏi tiết niệu', [
      ['N20.0', 'Sỏi thận'],
      ['N20.1', 'Sỏi niệu quản'],
      ['N20.9', 'Sỏi tiết niệu, không đặc hiệu'],
      ['N21.0', 'Sỏi bàng quang'],
      ['N23', 'Cơn đau quặn thận, không đặc hiệu'],
    ]],
    ['N25-N29', 'Bệnh khác của thận và niệu quản', [
      ['N28.1', 'Nang thận mắc phải'],
    ]],
    ['N30-N39', 'Bệnh khác của hệ tiết niệu', [
      ['N30.0', 'Viêm bàng quang cấp'],
      ['N30.9', 'Viêm bàng quang, không đặc hiệu'],
      ['N34.1', 'Viêm niệu đạo không đặc hiệu'],
      ['N39.0', 'Nhiễm trùng đường tiết niệu, vị trí không đặc hiệu'],
      ['N39.3', 'Tiểu không tự chủ khi gắng sức'],
    ]],
    ['N40-N51', 'Bệnh cơ quan sinh dục nam', [
      ['N40', 'Tăng sản tuyến tiền liệt'],
      ['N41.0', 'Viêm tuyến tiền liệt cấp'],
      ['N43.3', 'Tràn dịch màng tinh hoàn, không đặc hiệu'],
      ['N45.9', 'Viêm tinh hoàn, viêm mào tinh hoàn và viêm tinh hoàn - mào tinh hoàn không có áp xe'],
      ['N47', 'Dài bao quy đầu, hẹp bao quy đầu và nghẹt bao quy đầu'],
    ]],
    ['N60-N64', 'Bệnh tuyến vú', [
      ['N60.1', 'Bệnh nang tuyến vú lan tỏa'],
      ['N61', 'Bệnh viêm vú'],
      ['N63', 'Khối u không đặc hiệu ở vú'],
    ]],
    ['N70-N77', 'Bệnh viêm cơ quan vùng chậu nữ', [
      ['N70.9', 'Viêm vòi trứng và viêm buồng trứng, không đặc hiệu'],
      ['N72', 'Bệnh viêm cổ tử cung'],
      ['N73.9', 'Bệnh viêm vùng chậu nữ, không đặc hiệu'],
      ['N76.0', 'Viêm âm đạo cấp'],
      ['N76.1', 'Viêm âm đạo bán cấp và mạn'],
    ]],
    ['N80-N98', 'Rối loạn không viêm của đường sinh dục nữ', [
      ['N80.9', 'Lạc nội mạc tử cung, không đặc hiệu'],
      ['N83.2', 'Nang buồng trứng khác và không đặc hiệu'],
      ['N84.0', 'Polyp thân tử cung'],
      ['N86', 'Trợt và lộn tuyến cổ tử cung'],
      ['N91.2', 'Vô kinh, không đặc hiệu'],
      ['N92.0', 'Kinh nguyệt nhiều và thường xuyên với chu kỳ đều'],
      ['N94.6', 'Thống kinh, không đặc hiệu'],
      ['N95.1', 'Tình trạng mãn kinh và mãn kinh ở nữ'],
      ['N97.9', 'Vô sinh nữ, không đặc hiệu'],
    ]],
  ],
  XV: [
    ['O00-O08', 'Thai nghén kết thúc bằng sẩy thai', [
      ['O00.9', 'Chửa ngoài tử cung, không đặc hiệu'],
      ['O02.1', 'Sẩy thai lưu'],
      ['O03.9', 'Sẩy thai tự nhiên, hoàn toàn hoặc không đặc hiệu, không có biến chứng'],
    ]],
    ['O10-O16', 'Phù, protein niệu và rối loạn tăng huyết áp trong thai nghén, sinh đẻ và hậu sản', [
      ['O13', 'Tăng huyết áp do thai không có protein niệu đáng kể'],
      ['O14.9', 'Tiền sản giật, không đặc hiệu'],
    ]],
    ['O20-O29', 'Các bệnh lý khác của mẹ liên quan chủ yếu đến thai nghén', [
      ['O20.0', 'Dọa sẩy thai'],
      ['O21.0', 'Nôn nghén nhẹ'],
      ['O24.4', 'Đái tháo đường xuất hiện khi có thai'],
    ]],
    ['O30-O48', 'Chăm sóc bà mẹ liên quan đến thai, buồng ối và các vấn đề có thể xảy ra khi đẻ', [
      ['O42.9', 'Ối vỡ sớm, không đặc hiệu'],
      ['O48', 'Thai quá ngày'],
    ]],
    ['O60-O75', 'Biến chứng của chuyển dạ và đẻ', [
      ['O60.0', 'Chuyển dạ sớm không đẻ'],
    ]],
    ['O80-O84', 'Đẻ', [
      ['O80', 'Đẻ thường một thai'],
      ['O82', 'Đẻ một thai bằng mổ lấy thai'],
    ]],
    ['O85-O92', 'Biến chứng chủ yếu liên quan đến thời kỳ hậu sản', [
      ['O85', 'Nhiễm trùng hậu sản'],
      ['O91.2', 'Viêm vú không mủ liên quan đến sinh đẻ'],
    ]],
  ],
  XVI: [
    ['P05-P08', 'Rối loạn liên quan đến thời gian thai nghén và sự phát triển của thai', [
      ['P07.3', 'Trẻ đẻ non khác'],
    ]],
    ['P20-P29', 'Rối loạn hô hấp và tim mạch đặc hiệu của thời kỳ chu sinh', [
      ['P22.1', 'Thở nhanh thoáng qua ở trẻ sơ sinh'],
    ]],
    ['P35-P39', 'Nhiễm trùng đặc hiệu của thời kỳ chu sinh', [
      ['P36.9', 'Nhiễm khuẩn huyết sơ sinh, không đặc hiệu'],
    ]],
    ['P50-P61', 'Rối loạn chảy máu và huyết học ở thai và trẻ sơ sinh', [
      ['P59.9', 'Vàng da sơ sinh, không đặc hiệu'],
    ]],
  ],
  XVII: [
    ['Q20-Q28', 'Dị tật bẩm sinh của hệ tuần hoàn', [
      ['Q21.0', 'Thông liên thất'],
      ['Q21.1', 'Thông liên nhĩ'],
      ['Q25.0', 'Còn ống động mạch'],
    ]],
    ['Q35-Q37', 'Khe hở môi và khe hở vòm miệng', [
      ['Q35.9', 'Khe hở vòm miệng, không đặc hiệu'],
    ]],
    ['Q50-Q56', 'Dị tật bẩm sinh của cơ quan sinh dục', [
      ['Q53.9', 'Tinh hoàn không xuống bìu, không đặc hiệu'],
    ]],
    ['Q65-Q79', 'Dị tật và biến dạng bẩm sinh của hệ cơ xương', [
      ['Q66.0', 'Bàn chân khoèo'],
    ]],
  ],
  XVIII: [
    ['R00-R09', 'Triệu chứng và dấu hiệu liên quan đến hệ tuần hoàn và hô hấp', [
      ['R00.0', 'Nhịp tim nhanh, không đặc hiệu'],
      ['R00.2', 'Hồi hộp'],
      ['R04.0', 'Chảy máu cam'],
      ['R05', 'Ho'],
      ['R06.0', 'Khó thở'],
      ['R07.4', 'Đau ngực, không đặc hiệu'],
    ]],
    ['R10-R19', 'Triệu chứng và dấu hiệu liên quan đến hệ tiêu hóa và bụng', [
      ['R10.4', 'Đau bụng khác và không đặc hiệu'],
      ['R11', 'Buồn nôn và nôn'],
      ['R17', 'Vàng da không đặc hiệu'],
      ['R18', 'Cổ trướng'],
    ]],
    ['R20-R23', 'Triệu chứng và dấu hiệu liên quan đến da và mô dưới da', [
      ['R21', 'Phát ban và các ban da không đặc hiệu khác'],
    ]],
    ['R25-R29', 'Triệu chứng và dấu hiệu liên quan đến hệ thần kinh và cơ xương', [
      ['R25.2', 'Chuột rút và co thắt'],
    ]],
    ['R30-R39', 'Triệu chứng và dấu hiệu liên quan đến hệ tiết niệu', [
      ['R30.0', 'Tiểu khó'],
      ['R31', 'Đái máu, không đặc hiệu'],
      ['R33', 'Bí tiểu'],
    ]],
    ['R40-R46', 'Triệu chứng và dấu hiệu liên quan đến nhận thức, tri giác, trạng thái cảm xúc và hành vi', [
      ['R42', 'Chóng mặt'],
    ]],
    ['R50-R69', 'Triệu chứng và dấu hiệu chung', [
      ['R50.9', 'Sốt, không đặc hiệu'],
      ['R51', 'Đau đầu'],
      ['R52.9', 'Đau, không đặc hiệu'],
      ['R53', 'Khó ở và mệt mỏi'],
      ['R55', 'Ngất và trụy'],
      ['R56.0', 'Co giật do sốt'],
      ['R63.4', 'Sụt cân bất thường'],
    ]],
    ['R70-R79', 'Bất thường khi xét nghiệm máu, không có chẩn đoán', [
      ['R73.0', 'Bất thường nghiệm pháp dung nạp glucose'],
      ['R74.0', 'Tăng transaminase và lactic acid dehydrogenase [LDH] ở mức bất thường'],
    ]],
  ],
  XIX: [
    ['S00-S09', 'Tổn thương đầu', [
      ['S00.8', 'Tổn thương nông ở phần khác của đầu'],
      ['S01.0', 'Vết thương hở da đầu'],
      ['S02.2', 'Gãy xương chính mũi'],
      ['S06.0', 'Chấn động não'],
    ]],
    ['S10-S19', 'Tổn thương cổ', [
      ['S13.4', 'Bong gân và căng giãn cột sống cổ'],
    ]],
    ['S20-S29', 'Tổn thương ngực', [
      ['S22.3', 'Gãy xương sườn'],
    ]],
    ['S30-S39', 'Tổn thương bụng, lưng, cột sống thắt lưng và khung chậu', [
      ['S32.0', 'Gãy đốt sống thắt lưng'],
      ['S33.5', 'Bong gân và căng giãn cột sống thắt lưng'],
    ]],
    ['S40-S49', 'Tổn thương vai và cánh tay', [
      ['S42.0', 'Gãy xương đòn'],
      ['S43.4', 'Bong gân và căng giãn khớp vai'],
    ]],
    ['S50-S59', 'Tổn thương khuỷu tay và cẳng tay', [
      ['S52.5', 'Gãy đầu dưới xương quay'],
      ['S52.6', 'Gãy đầu dưới cả xương trụ và xương quay'],
    ]],
    ['S60-S69', 'Tổn thương cổ tay và bàn tay', [
      ['S60.0', 'Đụng dập ngón tay không tổn thương móng'],
      ['S61.0', 'Vết thương hở ngón tay không tổn thương móng'],
      ['S62.6', 'Gãy ngón tay khác'],
    ]],
    ['S70-S79', 'Tổn thương háng và đùi', [
      ['S72.0', 'Gãy cổ xương đùi'],
    ]],
    ['S80-S89', 'Tổn thương gối và cẳng chân', [
      ['S82.2', 'Gãy thân xương chày'],
      ['S82.6', 'Gãy mắt cá ngoài'],
      ['S83.6', 'Bong gân và căng giãn các phần khác và không đặc hiệu của khớp gối'],
    ]],
    ['S90-S99', 'Tổn thương cổ chân và bàn chân', [
      ['S93.4', 'Bong gân và căng giãn khớp cổ chân'],
    ]],
    ['T08-T14', 'Tổn thương phần không đặc hiệu của thân, chi hoặc vùng cơ thể', [
      ['T14.0', 'Tổn thương nông ở vùng cơ thể không đặc hiệu'],
      ['T14.1', 'Vết thương hở ở vùng cơ thể không đặc hiệu'],
    ]],
    ['T15-T19', 'Tác động của dị vật qua lỗ tự nhiên', [
      ['T15.0', 'Dị vật ở giác mạc'],
      ['T16', 'Dị vật trong tai'],
      ['T18.1', 'Dị vật trong thực quản'],
    ]],
    ['T51-T65', 'Tác dụng độc của chất chủ yếu không phải là thuốc', [
      ['T51.0', 'Tác dụng độc của ethanol'],
      ['T63.0', 'Tác dụng độc của nọc rắn'],
    ]],
    ['T66-T78', 'Tác động khác và không đặc hiệu của nguyên nhân bên ngoài', [
      ['T78.2', 'Sốc phản vệ, không đặc hiệu'],
      ['T78.3', 'Phù mạch'],
      ['T78.4', 'Dị ứng, không đặc hiệu'],
    ]],
  ],
  XX: [
    ['V80-V89', 'Tai nạn giao thông đường bộ khác', [
      ['V89.2', 'Người bị thương trong tai nạn giao thông liên quan đến xe có động cơ, không đặc hiệu'],
    ]],
    ['W00-W19', 'Ngã', [
      ['W19', 'Ngã, không đặc hiệu'],
    ]],
    ['W50-W64', 'Tiếp xúc với lực cơ học của vật sống', [
      ['W54', 'Bị chó cắn hoặc tấn công'],
    ]],
  ],
  XXI: [
    ['Z00-Z13', 'Người tiếp xúc với dịch vụ y tế để khám và xét nghiệm', [
      ['Z00.0', 'Khám sức khỏe tổng quát'],
      ['Z00.1', 'Khám sức khỏe định kỳ cho trẻ em'],
      ['Z01.4', 'Khám phụ khoa (tổng quát) (thường quy)'],
      ['Z02.7', 'Cấp giấy chứng nhận y tế'],
    ]],
    ['Z30-Z39', 'Người tiếp xúc với dịch vụ y tế liên quan đến sinh sản', [
      ['Z30.0', 'Tư vấn chung về tránh thai'],
      ['Z32.1', 'Có thai đã xác nhận'],
      ['Z34.9', 'Giám sát thai nghén bình thường, không đặc hiệu'],
      ['Z39.2', 'Chăm sóc và khám hậu sản thường quy'],
    ]],
    ['Z40-Z54', 'Người tiếp xúc với dịch vụ y tế vì thủ thuật chuyên biệt và chăm sóc y tế', [
      ['Z48.0', 'Chăm sóc băng và chỉ khâu vết thương phẫu thuật'],
      ['Z49.1', 'Lọc máu ngoài cơ thể'],
    ]],
    ['Z80-Z99', 'Người có nguy cơ sức khỏe tiềm tàng liên quan đến tiền sử cá nhân, gia đình và một số tình trạng ảnh hưởng đến sức khỏe', [
      ['Z95.0', 'Có máy tạo nhịp tim'],
      ['Z96.1', 'Có thể thủy tinh nhân tạo'],
    ]],
  ],
  XXII: [
    ['U00-U49', 'Chỉ định tạm thời cho bệnh mới có nguyên nhân chưa chắc chắn', [
      ['U07.1', 'COVID-19, virus đã được xác định'],
    ]],
  ],
};

const inRange = (code: string, first: string, last: string) => code.slice(0, 3) >= first && code.slice(0, 3) <= last;
const startsWithAny = (code: string, prefixes: readonly string[]) => prefixes.some((prefix) => code.startsWith(prefix));

// Diagnoses that fit one sex only: pregnancy and the female and male genital organs.
function sexOf(code: string): 'MALE' | 'FEMALE' | undefined {
  if (code.startsWith('O') || inRange(code, 'N70', 'N98') || startsWithAny(code, ['C53', 'C56', 'D25', 'D27', 'B37.3', 'M81.0', 'Z01.4', 'Z32', 'Z34', 'Z39'])) return 'FEMALE';
  if (inRange(code, 'N40', 'N51') || startsWithAny(code, ['C61', 'Q53'])) return 'MALE';
  return undefined;
}

// Diseases of the infectious-disease law's lists (Luật Phòng, chống bệnh truyền nhiễm) among the codes above.
const COMMUNICABLE = ['A00', 'A01', 'A03', 'A06', 'A08.0', 'A15', 'A16', 'A18', 'A19', 'A36', 'A37', 'A51', 'A53', 'A54', 'A82', 'A83.0', 'A90', 'A91', 'B01', 'B05', 'B06', 'B08.4', 'B15', 'B16', 'B17', 'B18', 'B19', 'B24', 'B26', 'B54', 'J10', 'J11', 'U07.1'];

// Chronic diseases treated over long periods (tuberculosis, HIV, hepatitis B and C, diabetes, hypertension, heart
// failure, COPD, asthma, chronic kidney disease, epilepsy, Parkinson's, rheumatoid arthritis).
const LONG_TERM = ['A15', 'A16', 'B18.1', 'B18.2', 'B24', 'E10', 'E11', 'I10', 'I11', 'I50', 'J44', 'J45', 'N18', 'G40', 'G20', 'M05', 'M06'];

export const chuongICDSeed = seedOf(
  chuongICD,
  CHAPTERS.map(([code, name, english, first, last], index) => ({ MaChuongICD: code, TenChuongICD: name, TenTiengAnh: english, TuMa: first, DenMa: last, ThuTu: index + 1 })),
);

export const nhomICDSeed = seedOf(
  nhomICD,
  Object.entries(BLOCKS).flatMap(([chapter, blocks]) => blocks.map(([block, name]) => ({ MaNhomICD: block, TenNhomICD: name, ChuongICD_Id: chapter }))),
);

export const icdSeed = seedOf(
  icd,
  Object.entries(BLOCKS).flatMap(([chapter, blocks]) =>
    blocks.flatMap(([block, , codes]) =>
      codes.map(([code, name]) => {
        const sex = sexOf(code);
        return {
          MaICD: code,
          TenICD: name,
          MucICD: code.length === 3 ? 'Loai' : 'Benh',
          NhomICD_Id: block,
          ChuongICD_Id: chapter,
          ...(sex ? { GioiTinh: sex } : {}),
          BenhTruyenNhiem: startsWithAny(code, COMMUNICABLE),
          BenhChuaTriDaiNgay: startsWithAny(code, LONG_TERM),
        };
      }),
    ),
  ),
);
