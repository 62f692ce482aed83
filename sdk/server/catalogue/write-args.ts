// Extra arguments of a catalogue's create and update, each saved by the plugin in the row's own transaction: how
// the staff catalogue takes a user account in the same form (createNhanVien(input, TaiKhoan)) without the engine
// knowing what an account is.
import type { RequestContext, WriteScope } from '../plugin';
import { ARG_NAME, ARG_TYPE, SEARCH_ARG_NAMES } from './search-args';

type Row = Record<string, unknown>;

export interface ExtraWriteArg<Value = any> {
  /** The argument's GraphQL input type, nullable ('TaiKhoanNhanVienInput'); the plugin's schema declares it. */
  type: string;
  description?: string;
  /**
   * Saves the value once the row is written, in the same transaction: a refusal (badInput naming `<arg>.<field>`)
   * rolls the row back too. Runs only when the argument is given (not null).
   */
  apply(value: Value, saved: { ctx: RequestContext; scope: WriteScope; row: Row; created: boolean }): Promise<void>;
}

/** Extra create and update arguments per catalogue name: `{ NhanVien: { TaiKhoan: { type: 'TaiKhoanNhanVienInput', apply } } }`. */
export type ExtraWriteArgs = Readonly<Record<string, Readonly<Record<string, ExtraWriteArg>>>>;

/** Names create and update already take. */
const WRITE_ARG_NAMES = ['id', 'input'];

/** The first mistake in the extra write arguments, as [problem, fix], or null. */
export function extraWriteArgsProblem(args: ExtraWriteArgs, catalogueNames: ReadonlySet<string>): [string, string] | null {
  for (const [catalogue, byName] of Object.entries(args)) {
    if (!catalogueNames.has(catalogue)) return [`extra write arguments are given for ${catalogue}, which is not in the list`, 'Key them by the name of a catalogue of the list.'];
    for (const [name, arg] of Object.entries(byName)) {
      if (!ARG_NAME.test(name)) return [`the extra write argument "${name}" of ${catalogue} is not a GraphQL name`, 'Use letters, digits and underscores.'];
      if (WRITE_ARG_NAMES.includes(name) || (SEARCH_ARG_NAMES as readonly string[]).includes(name)) return [`the extra write argument ${name} of ${catalogue} takes the name of an argument create or update has`, 'Give it another name.'];
      if (!ARG_TYPE.test(arg.type)) return [`the extra write argument ${name} of ${catalogue} has the type "${arg.type}"`, 'Use a nullable GraphQL input type, such as the name of an input type of the plugin\'s schema.'];
    }
  }
  return null;
}

/** Saves the extra arguments a call gives, in declaration order, inside the row's transaction. */
export async function applyExtraWriteArgs(
  byName: Readonly<Record<string, ExtraWriteArg>> | undefined,
  args: Readonly<Record<string, unknown>>,
  saved: { ctx: RequestContext; scope: WriteScope; row: Row; created: boolean },
): Promise<void> {
  for (const [name, arg] of Object.entries(byName ?? {})) {
    const value = args[name];
    if (value !== null && value !== undefined) await arg.apply(value, saved);
  }
}
