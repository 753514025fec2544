/**
 * What the applicant sees when a screen's code cannot be fetched (a connection dropped while the
 * step's chunk loaded). Without it the lazy screen's failure reached the root and React removed
 * the whole page: a blank window. The browser also keeps a failed module fetch's failure, so the
 * same page cannot fetch that chunk again (services/adapters/chunk-import.ts); 'Try again'
 * reloads the page, which resumes the application on the same step from the server (doc 1 §4.5),
 * so nothing saved is lost — the failed screen had not been shown, so nothing was typed on it.
 * A new step (screen or path) clears the failure. docs/decisions.md 'screen chunk failed'.
 */
import { Component, type ReactNode } from 'react';
import { t } from './i18n/t';
import { Button } from './ui/button';
import { IconInfo } from './ui/icons';
import { ScreenHeader } from './ui/parts';

interface Props {
  /** The step shown (screen and path): a new one clears a failure. */
  step: string;
  children: ReactNode;
  /** Reloads the page (tests give their own). */
  reload?: () => void;
}

/** An error boundary around the screen outlet's lazy screen (src/screen-outlet.tsx). */
export class ScreenLoadBoundary extends Component<Props, { failed: boolean; step: string }> {
  state = { failed: false, step: this.props.step };

  /** A new step clears the failure (its own chunk is tried). */
  static getDerivedStateFromProps(props: Props, state: { failed: boolean; step: string }) {
    return props.step === state.step ? null : { failed: false, step: props.step };
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <div className="w-center" role="alert">
        <ScreenHeader
          icon={<IconInfo />}
          title={t('common.somethingWentWrong')}
          subtitle={t('common.pageNotLoaded')}
        />
        <Button onClick={reload}>{t('common.tryAgain')}</Button>
      </div>
    );
  }
}
