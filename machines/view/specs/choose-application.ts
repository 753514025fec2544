/**
 * The account-kind screens' ScreenSpecs (doc 1 §2.8, §2.11): the choice cards of one level, the
 * kind not yet available, and the application to delete. Data only: the choice is an event, not
 * a form (machines/entry/choose-kind.states.ts).
 */
import { choiceMeta } from '../../app/flow-meta';
import { CHOICE_LEVELS, CHOICE_LEVEL_IDS, choiceOfKind, type ChoiceLevel } from '../../choices';
import { defineSpec, rootOf, type SpecContext } from '../screen-spec';

/** The level whose path the screen serves (doc 1 §2.8; 'MAIN' for an unknown path). */
function choiceLevelOf(path: string): ChoiceLevel {
  for (const l of CHOICE_LEVEL_IDS) {
    if (
      choiceMeta('createApplication', l).path === path ||
      choiceMeta('chooseApplication', l).path === path
    )
      return l;
  }
  return 'MAIN';
}

/** The choice of the loaded application's kind, or null. */
const applicationChoiceOf = (c: Pick<SpecContext, 'application'>) => {
  const app = c.application;
  return app?.ApplicationType
    ? choiceOfKind({ ApplicationType: app.ApplicationType, AccountType: app.AccountType })
    : null;
};

/** doc 1 §2.8: the level's cards, the choice already made, 'upgrade your account' in the upgrade flow. */
export const chooseApplicationSpec = defineSpec({
  data: (c) => {
    const level = choiceLevelOf(c.path);
    return {
      level,
      options: CHOICE_LEVELS[level].options,
      upgrade: rootOf(c).mode.kind === 'upgrade',
      current: choiceOfKind(rootOf(c).kind) ?? applicationChoiceOf(c),
    };
  },
});

/** doc 1 §2.8 (decision): the title key of the kind whose wizard does not exist yet. */
export const notYetAvailableSpec = defineSpec({
  data: (c) => {
    const choice = applicationChoiceOf(c);
    return { kindKey: choice ? `chooseApplication.${choice}Title` : undefined };
  },
});

/** doc 1 §2.11: the title key of the application's kind, null without one. */
export const deleteApplicationSpec = defineSpec({
  data: (c) => {
    const choice = applicationChoiceOf(c);
    return { kindKey: choice ? `chooseApplication.${choice}Title` : null };
  },
});
