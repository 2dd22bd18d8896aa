import { Migration } from '@mikro-orm/migrations';

export class Migration20261127035934_vip extends Migration {
  override name = 'Migration20261127035934_vip';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`vip_level\` (\`level\` int unsigned not null, \`min_held\` bigint not null, \`min_direct\` int not null, \`min_team_held\` bigint not null, \`withdrawal_limit_bonus\` bigint not null, \`withdrawal_fee_discount_bps\` int not null, \`updated_at\` datetime(3) not null, primary key (\`level\`)) default character set utf8mb4 engine = InnoDB;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`vip_level\`;`);
  }
}
