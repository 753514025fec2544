/**
 * `tNodes(key, nodes, vars)` — like t(), but `{{name}}` placeholders listed in `nodes` are
 * replaced by React nodes (links inside a sentence), so the sentence stays in the catalogue.
 */
import { Fragment, type ReactNode } from 'react';
import { t } from './t';

export function tNodes(
  key: string,
  nodes: Record<string, ReactNode>,
  vars?: Record<string, string | number>,
): ReactNode {
  const text = t(key, vars);
  const parts = text.split(/(\{\{\s*\w+\s*\}\})/g);
  return parts.map((part, i) => {
    const m = /^\{\{\s*(\w+)\s*\}\}$/.exec(part);
    if (m && m[1] in nodes) return <Fragment key={i}>{nodes[m[1]]}</Fragment>;
    return <Fragment key={i}>{part}</Fragment>;
  });
}
