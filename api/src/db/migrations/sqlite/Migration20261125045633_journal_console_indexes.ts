import { Migration } from '@mikro-orm/migrations';

export class Migration20261125045633_journal_console_indexes extends Migration {
  override name = 'Migration20261125045633_journal_console_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index \`journal_entry_type_index\` on \`journal_entry\` (\`type\`);`);

    this.addSql(`create index \`journal_line_created_at_index\` on \`journal_line\` (\`created_at\`);`);
    this.addSql(
      `create index \`journal_line_account_id_amount_index\` on \`journal_line\` (\`account_id\`, \`amount\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`journal_entry_type_index\`;`);

    this.addSql(`drop index \`journal_line_created_at_index\`;`);
    this.addSql(`drop index \`journal_line_account_id_amount_index\`;`);
  }
}
