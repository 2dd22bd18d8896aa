import { Migration } from '@mikro-orm/migrations';

export class Migration20261125044602_operator_action_reason_member_freezes extends Migration {
  override name = 'Migration20261125044602_operator_action_reason_member_freezes';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`member\` add column \`login_frozen_at\` datetime null;`);
    this.addSql(`alter table \`member\` add column \`withdrawal_frozen_at\` datetime null;`);
    this.addSql(`alter table \`member\` add column \`frozen_reason\` text null;`);

    this.addSql(`alter table \`operator_action\` add column \`reason\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`member\` drop column \`login_frozen_at\`;`);
    this.addSql(`alter table \`member\` drop column \`withdrawal_frozen_at\`;`);
    this.addSql(`alter table \`member\` drop column \`frozen_reason\`;`);

    this.addSql(`alter table \`operator_action\` drop column \`reason\`;`);
  }
}
