/**
 * Interactive prompts (@inquirer/prompts), only when stdin is a terminal and a value is missing; they draw
 * on stderr so stdout stays clean for results. Elsewhere, a missing value is a usage error naming the option.
 */
import type { CommandContext } from './context.js';
import { UsageError } from '../io/errors.js';

/** @inquirer/prompts is loaded only when a prompt is shown. */
const inquirer = () => import('@inquirer/prompts');

function streams(ctx: CommandContext) {
  return { input: ctx.io.stdin, output: ctx.io.stderr, signal: ctx.signal };
}

function ensure(ctx: CommandContext, hint: string): void {
  if (!ctx.interactive) throw new UsageError(hint);
}

export async function askText(
  ctx: CommandContext,
  message: string,
  hint: string,
  options: { secret?: boolean; validate?: (value: string) => string | true } = {},
): Promise<string> {
  ensure(ctx, hint);
  const validate = (value: string) =>
    value.trim() === '' ? 'Required' : options.validate ? options.validate(value) : true;
  const { input, password } = await inquirer();
  return options.secret
    ? password({ message, mask: '*', validate }, streams(ctx))
    : input({ message, validate }, streams(ctx));
}

export async function askChoice<T extends string>(
  ctx: CommandContext,
  message: string,
  hint: string,
  choices: Array<{ value: T; name: string }>,
): Promise<T> {
  ensure(ctx, hint);
  const { select } = await inquirer();
  return select({ message, choices }, streams(ctx));
}

export async function askConfirm(ctx: CommandContext, message: string, hint: string): Promise<boolean> {
  ensure(ctx, hint);
  const { confirm } = await inquirer();
  return confirm({ message, default: false }, streams(ctx));
}

export async function askChecked<T>(
  ctx: CommandContext,
  message: string,
  hint: string,
  choices: Array<{ value: T; name: string }>,
): Promise<T[]> {
  ensure(ctx, hint);
  const { checkbox } = await inquirer();
  return checkbox({ message, choices, pageSize: 15 }, streams(ctx));
}
