import { Migration } from '@mikro-orm/migrations';

export class Migration20261121101656_ledger_not_negative extends Migration {
  override name = 'Migration20261121101656_ledger_not_negative';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`ledger_account\` add constraint \`ledger_account_not_negative\` check (allow_negative = 1 or balance >= 0);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`ledger_account\` drop constraint \`ledger_account_not_negative\`;`);
  }
}
