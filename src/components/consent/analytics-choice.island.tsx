import { useId, useState } from "react";

import { consentCopy } from "@/src/data/consent-copy";
import { useAnalyticsConsent } from "@/src/components/consent/use-analytics-consent";
import { consentStore, type ConsentChoice } from "@/lib/consent/choice";

const copy = consentCopy.choice;

const options = [
  { value: "granted", label: copy.allow },
  { value: "denied", label: copy.deny },
] as const satisfies readonly { value: ConsentChoice; label: string }[];

/**
 * The privacy page's control: shows the visitor's analytics answer and changes it. Saving is
 * immediate; the banner island on the same page hears the change through the shared store and
 * loads or stops analytics. Disabled until hydrated, when the answer can be read.
 */
export function AnalyticsChoice() {
  const consent = useAnalyticsConsent();
  const [saved, setSaved] = useState<string>("");
  const name = useId();
  const currentId = useId();

  const change = (choice: ConsentChoice) => {
    const { remembered } = consentStore.choose(choice);
    setSaved(remembered ? copy.saved : copy.notRemembered);
  };

  return (
    <div className="rounded-card border border-line bg-surface-muted p-5 sm:p-6">
      <fieldset disabled={consent === "pending"} aria-describedby={currentId}>
        <legend className="font-bold text-ink">{copy.legend}</legend>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:gap-8">
          {options.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-3 font-semibold text-ink">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={consent === option.value}
                onChange={() => change(option.value)}
                className="size-5 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p id={currentId} className="mt-3 text-muted">
        {copy.current[consent]}
      </p>
      <p role="status" className="mt-1 font-semibold text-brand-800">
        {saved}
      </p>
    </div>
  );
}
