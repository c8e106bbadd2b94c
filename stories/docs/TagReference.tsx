/**
 * The reference part of a tag's docs page, from the tag's `docs.ts` meta — the source of
 * `custom-elements.json` and of `docs/tags/<tag>.md` too, so the three say the same: its behaviour,
 * how a template writes it, its events, CSS parts and variables and its labels. The attributes are
 * the Controls table just below, built from that meta too.
 */
import type { ReactElement } from 'react';
import { Markdown, useOf } from '@storybook/addon-docs/blocks';
import { tagUsage, type WidgetMeta } from '../../src/island/widget-meta.ts';
import { themeVariables } from '../../src/ui/theme-variables.ts';

const cell = { textAlign: 'left', verticalAlign: 'top', padding: '6px 10px', borderBottom: '1px solid #d9e0e6' } as const;

/** A table whose first column is code; with `markdown`, the other cells are written in Markdown (descriptions), else shown as they are (wording). */
function Table({ head, rows, markdown = false }: { head: readonly string[]; rows: readonly (readonly [string, ...string[]])[]; markdown?: boolean }): ReactElement {
  return (
    <table>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...rest]) => (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            {rest.map((text, index) => (
              <td key={index} style={cell}>
                {markdown ? <Markdown options={{ forceInline: true }}>{text}</Markdown> : text}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TagReference(): ReactElement | null {
  const resolved = useOf('meta');
  const meta = (resolved.type === 'meta' ? resolved.preparedMeta.parameters.tag : undefined) as WidgetMeta | undefined;
  if (!meta) return null;
  return (
    <section>
      <h2>Behaviour</h2>
      <Markdown>{meta.reference}</Markdown>
      <h2>On a host page</h2>
      <pre>
        <code>{tagUsage(meta)}</code>
      </pre>
      <p>
        Every attribute below is also a property (<code>{`el.${meta.attributes[0]?.prop ?? 'prop'}`}</code>); booleans follow HTML (present means
        true). It renders {meta.shadow === false ? 'in light DOM, with its own scoped reset' : 'in an open shadow root'}.
      </p>
      <h2>The store&rsquo;s own markup inside it</h2>
      <Markdown>{meta.fallback.description}</Markdown>
      <pre>
        <code>{meta.fallback.example}</code>
      </pre>
      <h3>What a shopper sees there before our script runs, or without it</h3>
      {/* The example in a frame where no script runs (an empty sandbox): the tag is an unknown
          element there, so the browser shows the store's markup inside it, forms and all. */}
      <iframe
        title={`${meta.tag} without our script`}
        sandbox=""
        srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:16px/1.5 system-ui,sans-serif;margin:12px;color:#1f2933}</style>${meta.fallback.example}`}
        style={{ width: '100%', height: 260, border: '1px dashed #7b8794', resize: 'vertical' }}
      />
      <h2>Events</h2>
      {meta.events.length === 0 ? <p>None on window.</p> : <Table head={['event (on window)', 'description']} rows={meta.events.map((event) => [event.name, event.description] as const)} markdown />}
      <h2>CSS shadow parts</h2>
      {meta.parts.length === 0 ? <p>None: style the tag with the CSS variables below.</p> : <Table head={['part', 'description']} rows={meta.parts.map((part) => [part.name, part.description] as const)} markdown />}
      <h2>CSS variables</h2>
      <Table head={['variable', 'default', 'description']} rows={themeVariables.map((variable) => [variable.name, `\`${variable.default}\``, variable.description] as const)} markdown />
      <h2>Labels</h2>
      <p>
        Every text the tag shows, by key, with its default wording; page data <code>{'{"labels": {"<key>": "…"}}'}</code> overrides any key.
      </p>
      {Object.entries(meta.labels).map(([name, labels]) => (
        <div key={name}>
          <h3>
            <code>{name}</code>
          </h3>
          <Table head={['key', 'default wording']} rows={Object.entries(labels)} />
        </div>
      ))}
      <h2>Attributes</h2>
    </section>
  );
}
