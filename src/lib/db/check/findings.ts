// What `npm run db:check` can find, as data: each inspection returns these, and
// formatReport.ts alone turns them into the editors' Spanish. A finding carries what the
// words need (the table, the rows, the object) and never a subscriber's address in full.
import type { ColumnKind } from '../../content/tables.ts';
import type { SupabaseKeyKind } from '../../config/supabaseKey.ts';

/** How a row is named: `{ id: 900 }`, or a pair table's columns when it has no id. */
export type RowKey = Record<string, number | null>;

export type Finding =
  // Content that does not line up.
  | {
      kind: 'orphanReference';
      table: string;
      column: string;
      target: string;
      nullable: boolean;
      rows: { key: RowKey; value: number }[];
      total: number;
    }
  | { kind: 'nullKey'; table: string; column: string; rows: RowKey[]; total: number }
  | { kind: 'duplicatePair'; table: string; columns: [string, string]; pair: [number, number]; ids: number[] | null; count: number }
  | { kind: 'duplicateSubscriber'; address: string; ids: number[] }
  /** `orphans`: rows still pointing at nothing (null when the tables could not be read). */
  | { kind: 'notValidForeignKey'; table: string; constraint: string; column: string; target: string; orphans: number | null }
  | { kind: 'missingSubscriberIndex'; duplicates: number }
  // What the public roles (anon, authenticated) may do.
  | { kind: 'publicFunction'; signature: string; roles: string[]; securityDefiner: boolean }
  | {
      kind: 'publicRead';
      table: string;
      view: boolean;
      roles: string[];
      /** The columns readable beyond TABLES' (all of them for a table the site never reads). */
      columns: string[];
      /** TABLES' columns of this table that exist, to grant again (empty for a table the site never reads). */
      contentColumns: string[];
      /** The privilege is on the whole table (revoking a column then does nothing). */
      tableLevel: boolean;
      /** Rows come back today: row-level security is off, or a policy lets the role see them. */
      rowsVisible: boolean;
    }
  | { kind: 'publicWrite'; tables: { table: string; roles: string[]; privileges: string[] }[] }
  | { kind: 'publicSequences'; sequences: string[]; roles: string[] }
  /** `inEffect`: a public role holds the privilege the policy's command needs, so rows pass today. */
  | { kind: 'publicPolicy'; table: string; policy: string; command: string; roles: string[]; inEffect: boolean }
  | {
      kind: 'defaultPrivileges';
      owner: string;
      schema: string | null;
      objects: ('tables' | 'sequences' | 'functions')[];
      grantees: string[];
    }
  // Ownership.
  | { kind: 'notOwner'; owner: string; role: string; tables: string[] }
  // Shape.
  | { kind: 'missingTable'; table: string }
  | { kind: 'missingColumns'; table: string; columns: { name: string; kind: ColumnKind }[] }
  | {
      kind: 'columnType';
      table: string;
      column: string;
      expected: ColumnKind;
      actual: string;
      /** For a date kept as text: the rows the site reads as no date. */
      badRows: number[];
      badTotal: number;
      /** Triggers naming the column, which PostgreSQL makes you drop before changing its type. */
      triggers: string[];
    }
  /** `columns`: the site's columns (table.column) that are missing and that the pending migrations add. */
  | { kind: 'pendingMigrations'; versions: string[]; columns: string[] }
  | { kind: 'unknownMigrations'; versions: string[] }
  | { kind: 'unreadable'; object: string; reason: string }
  // Supabase.
  | { kind: 'missingExtension'; extension: 'pg_cron' | 'pg_net' | 'supabase_vault' }
  // The key the build uses.
  | { kind: 'buildKey'; variable: string; key: Exclude<SupabaseKeyKind, 'publishable'>; role?: string };

export type FindingKind = Finding['kind'];

/** Lines that inform and ask nothing of anyone. */
export type Note =
  | { kind: 'notSupabase' }
  | { kind: 'noBuildKey' }
  | { kind: 'publishableKey'; variable: string }
  | { kind: 'noPublicRoles' }
  /** Supabase's own role opens what it creates in public, and no project may change that. */
  | { kind: 'platformDefaults'; objects: ('tables' | 'sequences' | 'functions')[] };

export interface CheckReport {
  /** The database, without credentials (see describeTarget). */
  database: string;
  /** The role the check connected as (current_user). */
  role: string;
  findings: Finding[];
  notes: Note[];
}

export type FindingGroup = 'data' | 'access' | 'ownership' | 'shape' | 'supabase' | 'key';

const GROUP_OF: Record<FindingKind, FindingGroup> = {
  orphanReference: 'data',
  nullKey: 'data',
  duplicatePair: 'data',
  duplicateSubscriber: 'data',
  notValidForeignKey: 'data',
  missingSubscriberIndex: 'data',
  publicFunction: 'access',
  publicRead: 'access',
  publicWrite: 'access',
  publicSequences: 'access',
  publicPolicy: 'access',
  defaultPrivileges: 'access',
  notOwner: 'ownership',
  missingTable: 'shape',
  missingColumns: 'shape',
  columnType: 'shape',
  pendingMigrations: 'shape',
  unknownMigrations: 'shape',
  unreadable: 'shape',
  missingExtension: 'supabase',
  buildKey: 'key',
};

export const groupOf = (finding: Finding): FindingGroup => GROUP_OF[finding.kind];

/**
 * Serious: what leaks or lets anyone write today, and a key in the build's settings that can
 * do both. The rest needs attention before the switch but harms no one meanwhile.
 */
export function isSerious(finding: Finding): boolean {
  switch (finding.kind) {
    case 'buildKey':
      return finding.key === 'secret' || finding.key === 'legacy-service-role';
    case 'publicWrite':
      return true;
    case 'publicFunction':
      return finding.securityDefiner;
    case 'publicRead':
      // Private rows (subscribers, messages) or the forwarding addresses, which spam followed.
      return finding.rowsVisible && (finding.contentColumns.length === 0 || finding.columns.includes('formspree_url'));
    default:
      return false;
  }
}
