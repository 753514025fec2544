/**
 * Joint survivorship — FUNDING.NORMAL_FUNDING.JOINT_SURVIVOR '/fund/account/survivor' (doc 3 §2.4
 * "Joint survivorship", §3 "Joint tenancy"): what happens to the joint account when one owner
 * dies, in plain words. Option 1: it passes to the surviving owner (WithRightOfSurvivorship, 'Joint
 * WROS'); option 2: each owner's share goes to their estate (Common, tenants in common, 'Joint
 * TIC'). A card sends `{type: 'wizard.submit', values: {JointTenantsAccountType}}`; the saved
 * choice is marked (`initial.JointTenantsAccountType`). Back is the machine's (the amount screen
 * when an amount exists, else Fund account).
 *
 * data: { secondaryName: string | null } (machines/view/specs/joint-survivorship.ts).
 */
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { IconUser, IconCheckDoc } from '../src/ui/icons';
import { ChoiceCard, FormError, ScreenHeader } from '../src/ui/parts';
import { personWho } from './person-copy';
import type { ScreenProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('person');

export default function JointSurvivorship({ view, send }: ScreenProps) {
  const who = personWho({
    person: 'secondary',
    personName: typeof view.data.secondaryName === 'string' ? view.data.secondaryName : null,
  });
  const current = view.initial.JointTenantsAccountType;
  const choose = (JointTenantsAccountType: 'WithRightOfSurvivorship' | 'Common') =>
    send({ type: 'wizard.submit', values: { JointTenantsAccountType } });
  const error = view.fieldErrors.JointTenantsAccountType ?? view.formError;
  return (
    <>
      <ScreenHeader
        title={t('jointSurvivorship.title')}
        subtitle={t('jointSurvivorship.subtitle', { who })}
      />
      <fieldset className="w-fieldset">
        <legend className="w-sr">{t('jointSurvivorship.legend')}</legend>
        <div className="w-choices">
          <ChoiceCard
            title={t('jointSurvivorship.wrosTitle')}
            badge={t('jointSurvivorship.wrosBadge')}
            text={t('jointSurvivorship.wrosText')}
            icon={<IconUser />}
            current={current === 'WithRightOfSurvivorship'}
            busy={view.busy}
            onSelect={() => choose('WithRightOfSurvivorship')}
          />
          <ChoiceCard
            title={t('jointSurvivorship.ticTitle')}
            badge={t('jointSurvivorship.ticBadge')}
            text={t('jointSurvivorship.ticText')}
            icon={<IconCheckDoc />}
            current={current === 'Common'}
            busy={view.busy}
            onSelect={() => choose('Common')}
          />
        </div>
      </fieldset>
      <FormError message={tr(view, error)} />
      <p className="w-note w-note--block w-note--top">{t('jointSurvivorship.note')}</p>
    </>
  );
}
