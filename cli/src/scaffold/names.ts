// The spellings of a plugin id that generated code needs: camelCase for values, PascalCase for types and tables.

export interface PluginNames {
  /** 'outpatient-fees' */
  id: string;
  /** 'outpatientFees' */
  camel: string;
  /** 'OutpatientFees': the GraphQL type and the table. */
  pascal: string;
  /** 'OUTPATIENT_FEES': the permission constant. */
  constant: string;
}

export function pluginNames(id: string): PluginNames {
  const camel = id.replace(/-([a-z0-9])/g, (_whole, letter: string) => letter.toUpperCase());
  return { id, camel, pascal: camel[0]!.toUpperCase() + camel.slice(1), constant: id.replace(/-/g, '_').toUpperCase() };
}
