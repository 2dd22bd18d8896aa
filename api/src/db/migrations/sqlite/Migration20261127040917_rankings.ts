import { Migration } from '@mikro-orm/migrations';

export class Migration20261127040917_rankings extends Migration {
  override name = 'Migration20261127040917_rankings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`ranking_board\` (\`board\` text not null, \`period\` text not null, \`entries\` integer not null, \`computed_at\` datetime not null, primary key (\`board\`, \`period\`));`,
    );

    this.addSql(
      `create table \`ranking_entry\` (\`board\` text not null, \`period\` text not null, \`member_id\` integer not null, \`position\` integer not null, \`value\` bigint not null, primary key (\`board\`, \`period\`, \`member_id\`));`,
    );
    this.addSql(
      `create index \`ranking_entry_board_period_position_index\` on \`ranking_entry\` (\`board\`, \`period\`, \`position\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`ranking_board\`;`);
    this.addSql(`drop table if exists \`ranking_entry\`;`);
  }
}
