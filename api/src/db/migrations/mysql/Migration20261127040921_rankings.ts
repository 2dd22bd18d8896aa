import { Migration } from '@mikro-orm/migrations';

export class Migration20261127040921_rankings extends Migration {
  override name = 'Migration20261127040921_rankings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`ranking_board\` (\`board\` varchar(16) not null, \`period\` varchar(16) not null, \`entries\` int not null, \`computed_at\` datetime(3) not null, primary key (\`board\`, \`period\`)) default character set utf8mb4 engine = InnoDB;`,
    );

    this.addSql(
      `create table \`ranking_entry\` (\`board\` varchar(16) not null, \`period\` varchar(16) not null, \`member_id\` int unsigned not null, \`position\` int not null, \`value\` bigint not null, primary key (\`board\`, \`period\`, \`member_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`ranking_entry\` add index \`ranking_entry_board_period_position_index\` (\`board\`, \`period\`, \`position\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`ranking_board\`;`);
    this.addSql(`drop table if exists \`ranking_entry\`;`);
  }
}
