/**
 * Who owns the programme's account — METAL_STREAM_OWNER '/metal/owner' (issue 21 item 9; doc 2
 * §2.2 "Metal stream", §2.3 METAL_SECURE_ACCOUNT): one card per owner kind (an individual, joint
 * owners, a minor through a custodian, a trust, a business). A card sends
 * `{type: 'wizard.submit', values: {Owner}}`; the saved kind is marked (`initial.Owner`). The
 * secure steps that follow are the chosen kind's (machines/wizards/metal-owners.steps.ts).
 */
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { IconBank, IconHome, IconShield, IconUser } from '../src/ui/icons';
import { ChoiceCard, FormError, ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';
import { METAL_OWNER_KINDS } from '../machines/view/specs/metal-owner';

// Issue 11: this screen's texts travel in its chunk (src/i18n/t.ts).
registerTexts('metal');

/** The icons of the kind-choice cards (screens/choose-application.tsx), so a kind looks the same. */
const ICONS = {
  Individual: <IconUser />,
  JointTenants: <IconUser />,
  UTMA: <IconHome />,
  Trust: <IconShield />,
  Business: <IconBank />,
} as const;

export default function MetalOwner({ view, send }: ScreenProps) {
  const current = view.initial.Owner;
  const error = view.fieldErrors.Owner ?? view.formError;
  return (
    <>
      <ScreenHeader
        eyebrow={t('metalOwner.eyebrow')}
        title={t('metalOwner.title')}
        subtitle={t('metalOwner.subtitle')}
      />
      <fieldset className="w-fieldset">
        <legend className="w-sr">{t('metalOwner.legend')}</legend>
        <div className="w-choices">
          {METAL_OWNER_KINDS.map((kind) => (
            <ChoiceCard
              key={kind}
              title={t(`metalOwner.${kind}Title`)}
              text={t(`metalOwner.${kind}Text`)}
              icon={ICONS[kind]}
              current={current === kind}
              busy={view.busy}
              onSelect={() => send({ type: 'wizard.submit', values: { Owner: kind } })}
            />
          ))}
        </div>
      </fieldset>
      <FormError message={tr(view, error)} />
    </>
  );
}
