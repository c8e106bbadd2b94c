/**
 * The reference part of a tag's docs page: how a template writes the tag, its events and its CSS
 * variables, from the tag's `docs.ts` meta (the same source as `custom-elements.json`). The
 * attributes are the Controls table just below, built from that meta too.
 */
import type { ReactElement } from 'react';
import { useOf } from '@storybook/addon-docs/blocks';
import { attributeName, type WidgetMeta } from '../../src/island/widget-meta.ts';
import { themeVariables } from '../../src/ui/theme-variables.ts';

const cell = { textAlign: 'left', verticalAlign: 'top', padding: '6px 10px', borderBottom: '1px solid #d9e0e6' } as const;

function usage(meta: WidgetMeta): string {
  const attributes = meta.attributes
    .filter((attribute) => attribute.default !== undefined && attribute.default !== null && attribute.type !== 'boolean')
    .map((attribute) => ` ${attributeName(attribute.prop)}="${String(attribute.default)}"`)
    .join('');
  return `<${meta.tag}${attributes}></${meta.tag}>`;
}

export function TagReference(): ReactElement | null {
  const resolved = useOf('meta');
  const meta = (resolved.type === 'meta' ? resolved.preparedMeta.parameters.tag : undefined) as WidgetMeta | undefined;
  if (!meta) return null;
  return (
    <section>
      <h2>On a host page</h2>
      <pre>
        <code>{usage(meta)}</code>
      </pre>
      <p>
        Every attribute below is also a property (<code>{`el.${meta.attributes[0]?.prop ?? 'prop'}`}</code>); booleans follow HTML (present means
        true). It renders {meta.shadow === false ? 'in light DOM, with its own scoped reset' : 'in an open shadow root'}.
      </p>
      <h2>Events</h2>
      {meta.events.length === 0 ? (
        <p>None.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th style={cell}>event (on window)</th>
              <th style={cell}>description</th>
            </tr>
          </thead>
          <tbody>
            {meta.events.map((event) => (
              <tr key={event.name}>
                <td style={cell}>
                  <code>{event.name}</code>
                </td>
                <td style={cell}>{event.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>CSS variables</h2>
      <table>
        <thead>
          <tr>
            <th style={cell}>variable</th>
            <th style={cell}>default</th>
            <th style={cell}>description</th>
          </tr>
        </thead>
        <tbody>
          {themeVariables.map((variable) => (
            <tr key={variable.name}>
              <td style={cell}>
                <code>{variable.name}</code>
              </td>
              <td style={cell}>
                <code>{variable.default}</code>
              </td>
              <td style={cell}>{variable.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Attributes</h2>
    </section>
  );
}
