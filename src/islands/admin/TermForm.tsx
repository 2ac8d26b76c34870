import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FORM_GROUPS, TERM_FIELDS, type FieldSpec } from '../../lib/glossary/term-model';
import { DIFFICULTY_LEVELS } from '../../lib/glossary/constants';
import {
	FORM_FIELDS,
	MAX_LENGTH,
	emptyForm,
	isDirty,
	termToForm,
	validateForm,
	type FieldErrors,
	type FormField,
	type TermFormState,
} from '../../lib/admin/form';
import type { TermList } from '../../lib/admin/term-list';
import { slugify } from '../../lib/glossary/slug';
import type { Term } from '../../lib/glossary/term-model';
import type { ChangeNote } from '../../lib/api-client';
import ConflictNotice, { type Conflict } from './ConflictNotice';
import { useFormSuggestions } from './use-form-suggestions';

/** What a save attempt came to, for the form to show. `stale`: someone saved the term since it was opened. */
export type SaveOutcome =
	{ ok: true } | { ok: false; fieldErrors?: FieldErrors; formError?: string; stale?: Conflict };

interface Props {
	/** The term to edit, or null to add one. */
	term: Term | null;
	/** The list's terms, for the suggestions. */
	entries: TermList['entries'];
	/** A request is in flight. */
	saving: boolean;
	/**
	 * `change`: the editor's note about the change, kept in the term's history. `against`: save
	 * the fields this editor changed over that newer version, keeping its other changes.
	 */
	onSave: (
		form: TermFormState,
		options?: { against?: Term; change?: ChangeNote },
	) => Promise<SaveOutcome>;
	/** Replaces the form with the term as someone else saved it. */
	onReload: (current: Term) => void;
	onCancel: () => void;
}

/**
 * "Add New Term" (empty) or "Edit Term" (prefilled), with Save ("Saving..." while pending) and
 * Cancel. Every term field, labelled, with hints and errors tied to the field (aria-describedby,
 * aria-invalid). Client checks cover the required fields (term and comprehensive definition);
 * a server 400/409 comes back as a field error without touching the input.
 */
export default function TermForm({ term, entries, saving, onSave, onReload, onCancel }: Props) {
	// The form opens anew (a new key) for each version of the term, so it starts from this one.
	const [initial] = useState(() => (term ? termToForm(term) : emptyForm()));
	const [form, setForm] = useState<TermFormState>(initial);
	const [errors, setErrors] = useState<FieldErrors>({});
	const [formError, setFormError] = useState<string | null>(null);
	const [stale, setStale] = useState<Conflict | null>(null);
	const busy = useRef(false);
	const formRef = useRef<HTMLFormElement>(null);
	const uid = useId();
	const fieldId = (field: FormField) => `${uid}${field}`;
	const titleId = `${uid}title`;
	const formErrorId = `${uid}error`;

	// On open: bring the heading into view and focus the first field (the form is named by the heading).
	useEffect(() => {
		document.getElementById(titleId)?.scrollIntoView?.({ block: 'start' });
		document.getElementById(`${uid}term`)?.focus({ preventScroll: true });
	}, [titleId, uid]);

	// Warn before leaving the page with unsaved changes.
	const dirty = isDirty(form, initial);
	useEffect(() => {
		if (!dirty) return;
		const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
		window.addEventListener('beforeunload', onBeforeUnload);
		return () => window.removeEventListener('beforeunload', onBeforeUnload);
	}, [dirty]);

	const set = (field: FormField, value: string) => {
		setForm((current) => ({ ...current, [field]: value }));
		if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
	};

	const focusFirstError = (fieldErrors: FieldErrors) => {
		const first = FORM_FIELDS.find((field) => fieldErrors[field]);
		if (first) document.getElementById(fieldId(first))?.focus();
	};

	const attemptSave = async (options: { against?: Term } = {}) => {
		if (busy.current) return;
		setFormError(null);
		setStale(null);
		const clientErrors = validateForm(form);
		setErrors(clientErrors);
		if (Object.keys(clientErrors).length) {
			focusFirstError(clientErrors);
			return;
		}
		busy.current = true;
		try {
			const about = new FormData(formRef.current!);
			const change: ChangeNote = {
				change_note: String(about.get('change_note') ?? '').trim() || undefined,
				show_editor: about.has('show_editor'),
			};
			const outcome = await onSave(form, { ...options, change });
			if (outcome.ok) return;
			if (outcome.stale) setStale(outcome.stale);
			if (outcome.fieldErrors) {
				setErrors(outcome.fieldErrors);
				focusFirstError(outcome.fieldErrors);
			}
			if (outcome.formError) setFormError(outcome.formError);
		} finally {
			busy.current = false;
		}
	};

	/** Props tying an input to its label, hint and error. */
	const control = (field: FormField, hint?: boolean) => {
		const id = fieldId(field);
		const describedBy = [errors[field] && `${id}-error`, hint && `${id}-hint`].filter(Boolean);
		return {
			id,
			name: field,
			'aria-invalid': errors[field] ? true : undefined,
			'aria-describedby': describedBy.join(' ') || undefined,
		} as const;
	};

	const generatedSlug = useMemo(() => slugify(form.term), [form.term]);
	const suggestions = useFormSuggestions(entries, term?.id ?? null, form);

	/** The input for a field, by the kind of control the model gives it. */
	const renderControl = (field: FormField) => {
		const spec: FieldSpec = TERM_FIELDS[field];
		const props = {
			...control(field, Boolean(field === 'slug' || spec.hint)),
			value: form[field],
			onChange: (event: { target: { value: string } }) => set(field, event.target.value),
		};
		if (field === 'difficulty_level')
			return (
				<select className="field" {...props}>
					{DIFFICULTY_LEVELS.map((level) => (
						<option key={level} value={level}>
							{level.charAt(0).toUpperCase() + level.slice(1)}
						</option>
					))}
				</select>
			);
		const text = {
			...props,
			maxLength: MAX_LENGTH[field],
			required: spec.api === 'required' || undefined,
		};
		if (spec.control === 'textarea')
			return <textarea className="field" rows={spec.rows} {...text} />;
		const options = suggestions[field];
		const listId = options && `${fieldId(field)}-suggestions`;
		return (
			<>
				<input
					className={spec.mono ? 'field font-mono' : 'field'}
					type={spec.control === 'url' ? 'url' : 'text'}
					inputMode={spec.control === 'url' ? 'url' : undefined}
					autoComplete="off"
					spellCheck={spec.mono ? false : undefined}
					list={listId}
					{...text}
				/>
				{options && (
					<datalist id={listId}>
						{options.map((option) => (
							<option key={option.value} value={option.value} label={option.label} />
						))}
					</datalist>
				)}
			</>
		);
	};

	const slugHint = !term
		? `Optional: the term's address, /glossary/slug. Generated automatically when empty${
				generatedSlug ? ` (it would be "${generatedSlug}")` : ''
			}.`
		: "Optional: the term's address, /glossary/slug. Leave it empty to keep the current slug.";

	return (
		<section aria-labelledby={titleId} className="card p-6 sm:p-8">
			<h2
				id={titleId}
				tabIndex={-1}
				className="text-2xl font-bold text-slate-900 outline-none dark:text-white"
			>
				{term ? 'Edit Term' : 'Add New Term'}
			</h2>
			<p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
				Fields marked <span aria-hidden="true">*</span>
				<span className="sr-only">as required</span> are required.
			</p>
			<form
				ref={formRef}
				className="mt-6 space-y-8"
				aria-labelledby={titleId}
				aria-describedby={formError || stale ? formErrorId : undefined}
				noValidate
				onSubmit={(event) => {
					event.preventDefault();
					void attemptSave();
				}}
			>
				{stale && (
					<ConflictNotice
						id={formErrorId}
						conflict={stale}
						form={form}
						onReload={() => onReload(stale.current)}
						onOverwrite={() => void attemptSave({ against: stale.current })}
					/>
				)}
				{formError && (
					<p
						id={formErrorId}
						className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
					>
						{formError}
					</p>
				)}

				{FORM_GROUPS.map((group) => (
					<Group key={group} legend={group}>
						{FORM_FIELDS.filter((field) => TERM_FIELDS[field].group === group).map((field) => (
							<Field
								key={field}
								id={fieldId(field)}
								label={TERM_FIELDS[field].label}
								required={TERM_FIELDS[field].api === 'required'}
								hint={field === 'slug' ? slugHint : (TERM_FIELDS[field] as FieldSpec).hint}
								error={errors[field]}
								wide={!(TERM_FIELDS[field] as FieldSpec).half}
							>
								{renderControl(field)}
							</Field>
						))}
					</Group>
				))}

				<ChangeFields id={`${uid}change-note`} />

				<div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
					<button
						type="submit"
						className="btn-primary min-w-28"
						aria-disabled={saving || undefined}
					>
						{saving ? 'Saving...' : 'Save'}
					</button>
					<button type="button" className="btn-secondary" onClick={onCancel}>
						Cancel
					</button>
				</div>
			</form>
		</section>
	);
}

/** What the editor may say about the change (kept in the term's history), read when saving. */
function ChangeFields({ id }: { id: string }) {
	return (
		<Group legend="About this change">
			<Field
				id={id}
				label="Change note"
				hint="Optional: what you changed and why, e.g. “Fixed the year of the paper”. Kept in the term's history and shown in its public change log."
				wide
			>
				<input
					id={id}
					className="field"
					maxLength={500}
					name="change_note"
					aria-describedby={`${id}-hint`}
				/>
			</Field>
			<div className="sm:col-span-2">
				<label className="inline-flex min-h-6 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
					<input type="checkbox" className="size-5" name="show_editor" />
					Show my editor name with this change in the public change log
				</label>
			</div>
		</Group>
	);
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
	return (
		<fieldset className="grid gap-5 sm:grid-cols-2">
			<legend className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
				{legend}
			</legend>
			{children}
		</fieldset>
	);
}

interface FieldProps {
	/** The control's id; the label, error and hint are tied to it. */
	id: string;
	label: string;
	required?: boolean;
	hint?: string;
	error?: string;
	/** Span both columns. */
	wide?: boolean;
	children: ReactNode;
}

function Field({ id, label, required, hint, error, wide, children }: FieldProps) {
	return (
		<div className={wide ? 'sm:col-span-2' : undefined}>
			<label className="label" htmlFor={id}>
				{label}
				{required && (
					<span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-300">
						*
					</span>
				)}
			</label>
			{children}
			{error && (
				<p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
					<span aria-hidden="true">⚠ </span>
					{error}
				</p>
			)}
			{hint && (
				<p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
					{hint}
				</p>
			)}
		</div>
	);
}
