/**
 * The hidden fields every lead form carries beside its own (lib/leads/leadActions.ts `guardFields`): the
 * form key the host writes into each page it serves (worker/leads/formKey.ts), a field that only
 * robots fill in, kept out of sight, out of the tab order and away from screen readers, and the place
 * of Turnstile's challenge where the build names a site key (renderer/leadForms.ts fills it).
 */
import { guardFields } from '../lib/leads/leadActions'

export function FormGuard({ trap }: { trap: string }) {
  return (
    <>
      <input type="hidden" name={guardFields.formKey} />
      <div className="form-trap" aria-hidden="true">
        <label>
          {trap}
          <input type="text" name={guardFields.trap} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="form-challenge" />
    </>
  )
}
