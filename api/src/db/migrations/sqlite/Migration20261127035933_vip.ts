import { Migration } from '@mikro-orm/migrations';

export class Migration20261127035933_vip extends Migration {
  override name = 'Migration20261127035933_vip';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`vip_level\` (\`level\` integer not null primary key, \`min_held\` bigint not null, \`min_direct\` integer not null, \`min_team_held\` bigint not null, \`withdrawal_limit_bonus\` bigint not null, \`withdrawal_fee_discount_bps\` integer not null, \`updated_at\` datetime not null);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`vip_level\`;`);
  }
}
