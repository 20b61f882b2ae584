import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { AlertIcon } from "../icons/icons";
import styles from "./form-field.module.css";

/**
 * Form fields for React Hook Form: spread `register(name)` on them (name, onChange, onBlur and ref
 * reach the control). Each control is labelled, and its hint and error are read with it through
 * aria-describedby; an error also sets aria-invalid.
 */

type FieldFrame = {
  id: string;
  label: ReactNode;
  /** A translated message: the field is invalid while there is one. */
  error?: string;
  hint?: ReactNode;
  /** Text shown after the label of a field that may stay empty. */
  optionalLabel?: string;
  className?: string;
};

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <AlertIcon size={16} />
      {message}
    </p>
  );
}

/** The ids and attributes a control needs to be read with its hint and error. */
function controlAria(id: string, error: string | undefined, hint: ReactNode, extra?: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined, extra),
  } as const;
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <div id={`${id}-hint`} className={styles.hint}>
      {hint}
    </div>
  );
}

function Label({ id, label, optionalLabel }: Pick<FieldFrame, "id" | "label" | "optionalLabel">) {
  return (
    <label htmlFor={id} className={styles.label}>
      {label}
      {optionalLabel ? <span className={styles.optional}> ({optionalLabel})</span> : null}
    </label>
  );
}

const frameClass = (className?: string) => [styles.field, className].filter(Boolean).join(" ");

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & FieldFrame & { ref?: Ref<HTMLInputElement> };

/** A one-line input: text, e-mail, password, number, tel, date… */
export function TextField({ id, label, error, hint, optionalLabel, className, ref, "aria-describedby": extra, ...input }: TextFieldProps) {
  return (
    <div className={frameClass(className)}>
      <Label id={id} label={label} optionalLabel={optionalLabel} />
      <input id={id} ref={ref} className={styles.input} {...controlAria(id, error, hint, extra)} {...input} />
      <Hint id={id} hint={hint} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A date picked with the browser's own calendar; the value is `YYYY-MM-DD`. */
export function DateField(props: Omit<TextFieldProps, "type">) {
  return <TextField {...props} type="date" className={[styles.date, props.className].filter(Boolean).join(" ")} />;
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> &
  FieldFrame & {
    options: { value: string; label: string; disabled?: boolean }[];
    /** A first, empty option ("Choose…") for a select without a default. */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({
  id,
  label,
  error,
  hint,
  optionalLabel,
  className,
  options,
  placeholder,
  ref,
  "aria-describedby": extra,
  ...select
}: SelectFieldProps) {
  return (
    <div className={frameClass(className)}>
      <Label id={id} label={label} optionalLabel={optionalLabel} />
      <select id={id} ref={ref} className={`${styles.input} ${styles.select}`} {...controlAria(id, error, hint, extra)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <Hint id={id} hint={hint} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & FieldFrame & { ref?: Ref<HTMLTextAreaElement> };

export function TextareaField({
  id,
  label,
  error,
  hint,
  optionalLabel,
  className,
  ref,
  rows = 4,
  "aria-describedby": extra,
  ...textarea
}: TextareaFieldProps) {
  return (
    <div className={frameClass(className)}>
      <Label id={id} label={label} optionalLabel={optionalLabel} />
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        className={`${styles.input} ${styles.textarea}`}
        {...controlAria(id, error, hint, extra)}
        {...textarea}
      />
      <Hint id={id} hint={hint} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> &
  Omit<FieldFrame, "optionalLabel"> & { ref?: Ref<HTMLInputElement> };

/** One yes-or-no answer (terms accepted, newsletter): the box before its label. */
export function CheckboxField({ id, label, error, hint, className, ref, "aria-describedby": extra, ...input }: CheckboxFieldProps) {
  return (
    <div className={frameClass(className)}>
      <div className={styles.check}>
        <input id={id} ref={ref} type="checkbox" {...controlAria(id, error, hint, extra)} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
      <Hint id={id} hint={hint} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type ChoiceGroupProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> &
  Omit<FieldFrame, "label"> & {
    legend: ReactNode;
    type: "radio" | "checkbox";
    options: { value: string; label: ReactNode; disabled?: boolean }[];
    /** Options side by side (short labels) or one under the other. */
    layout?: "inline" | "stacked";
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A set of radios (one answer) or checkboxes (several), in a fieldset named by its legend. The
 * spread props (`register(name)`) go to every option, as React Hook Form expects of a group.
 */
export function ChoiceGroup({
  id,
  legend,
  type,
  options,
  layout = "inline",
  error,
  hint,
  optionalLabel,
  className,
  ref,
  ...input
}: ChoiceGroupProps) {
  const aria = controlAria(id, error, hint);
  return (
    <fieldset id={id} className={[styles.fieldset, className].filter(Boolean).join(" ")} aria-describedby={aria["aria-describedby"]}>
      <legend className={styles.legend}>
        {legend}
        {optionalLabel ? <span className={styles.optional}> ({optionalLabel})</span> : null}
      </legend>
      <Hint id={id} hint={hint} />
      <div className={layout === "inline" ? styles.choices : styles.choicesStacked}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice} data-disabled={option.disabled || undefined}>
            <input {...input} ref={ref} type={type} value={option.value} disabled={option.disabled || input.disabled} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

export { styles as fieldStyles };
