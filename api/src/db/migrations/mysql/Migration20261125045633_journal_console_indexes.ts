import { Migration } from '@mikro-orm/migrations';

export class Migration20261125045633_journal_console_indexes extends Migration {
  override name = 'Migration20261125045633_journal_console_indexes';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`journal_entry\` add index \`journal_entry_type_index\` (\`type\`);`);

    this.addSql(`alter table \`journal_line\` add index \`journal_line_created_at_index\` (\`created_at\`);`);
    this.addSql(
      `alter table \`journal_line\` add index \`journal_line_account_id_amount_index\` (\`account_id\`, \`amount\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`journal_entry\` drop index \`journal_entry_type_index\`;`);

    this.addSql(`alter table \`journal_line\` drop index \`journal_line_created_at_index\`;`);
    this.addSql(`alter table \`journal_line\` drop index \`journal_line_account_id_amount_index\`;`);
  }
}
