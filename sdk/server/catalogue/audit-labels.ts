// The audit labels a list of catalogue descriptors implies: each catalogue's title, field labels, name column and
// refs, and its create, update, remove and import mutations.
import type { AuditEntityLabels, AuditLabel, AuditLabels } from '../audit';
import type { AnyCatalogue } from '../../shared/catalogue';
import { ORGANISATION_TABLE } from '../../shared/organisation';

// A ref names its target by table; the core's tables are audited under their entity names.
const CORE_ENTITY_OF_TABLE: Readonly<Record<string, string>> = { [ORGANISATION_TABLE]: 'Node', his_users: 'User' };

function operationLabels(descriptor: AnyCatalogue): Record<string, AuditLabel> {
  const { title, operations } = descriptor;
  return {
    [operations.create]: { vi: `Thêm ${title.vi}`, en: `Add ${title.en}` },
    [operations.update]: { vi: `Sửa ${title.vi}`, en: `Edit ${title.en}` },
    [operations.remove]: { vi: `Xoá ${title.vi}`, en: `Remove ${title.en}` },
    [operations.import]: { vi: `Nhập ${title.vi} từ tệp`, en: `Import ${title.en} from a file` },
  };
}

function entityLabels(descriptor: AnyCatalogue): AuditEntityLabels {
  const fields: Record<string, AuditLabel> = {};
  const refs: Record<string, string> = {};
  for (const [name, spec] of Object.entries(descriptor.fields)) {
    fields[name] = spec.label;
    if (spec.kind === 'ref' || spec.kind === 'refs') refs[name] = CORE_ENTITY_OF_TABLE[spec.target] ?? spec.target;
  }
  return {
    label: descriptor.title,
    fields,
    refs,
    name: { field: descriptor.nameField, table: descriptor.name, column: descriptor.nameField },
  };
}

export function catalogueAuditLabels(descriptors: readonly AnyCatalogue[]): AuditLabels {
  return {
    entities: Object.fromEntries(descriptors.map((descriptor) => [descriptor.name, entityLabels(descriptor)])),
    operations: Object.assign({}, ...descriptors.map(operationLabels)) as Record<string, AuditLabel>,
  };
}
