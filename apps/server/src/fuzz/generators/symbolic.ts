import fc from 'fast-check';

/**
 * Symbolic values: stand-ins in a request plan for what only exists at run time (`Ref`: ids,
 * emails, cursors, media of real rows) or is too big to print (`Huge`), and the kinds of
 * `authorization` header a plan can ask for. `materialize.ts` resolves them.
 */

/** A value taken at run time from the pool of real things (ids, emails, cursors, media). */
export type RefKind =
  | 'entityId'
  | 'questionId'
  | 'answerId'
  | 'postId'
  | 'commentId'
  | 'userId'
  | 'actorId'
  | 'email'
  | 'actorEmail'
  | 'cursor'
  | 'mediaUrl'
  | 'mediaKey'
  | 'password';
export class Ref {
  constructor(
    readonly kind: RefKind,
    readonly n: number,
  ) {}
  [fc.toStringMethod](): string {
    return `ref(${this.kind}#${this.n})`;
  }
}

/** A string of `length` repetitions of `unit`, built only when sent. */
export class Huge {
  constructor(
    readonly length: number,
    readonly unit: string,
  ) {}
  build(): string {
    return this.unit.repeat(Math.ceil(this.length / this.unit.length)).slice(0, this.length);
  }
  [fc.toStringMethod](): string {
    return `huge(${this.length}×${JSON.stringify(this.unit)})`;
  }
}

export type AuthKind =
  | 'none'
  | 'valid'
  | 'admin'
  | 'other'
  | 'expired'
  | 'notYetValid'
  | 'badSignature'
  | 'algNone'
  | 'algHs512'
  | 'algRs256Header'
  | 'unknownUser'
  | 'staleVersion'
  | 'subNumber'
  | 'subNul'
  | 'subHuge'
  | 'subSqlish'
  | 'verString'
  | 'noExp'
  | 'truncated'
  | 'huge';

/** The `authorization` header: a token by kind, or a literal header value. */
export type AuthPlan =
  { kind: 'token'; token: AuthKind; scheme: string } | { kind: 'literal'; value: string };

/** An arbitrary that always yields a Ref of one kind (numbered, so it shrinks to #0). */
export class RefArb extends fc.Arbitrary<Ref> {
  private readonly inner: fc.Arbitrary<Ref>;
  constructor(kind: RefKind) {
    super();
    this.inner = fc.nat(1_000).map((n) => new Ref(kind, n));
  }
  generate(mrng: fc.Random, biasFactor: number | undefined) {
    return this.inner.generate(mrng, biasFactor);
  }
  canShrinkWithoutContext(value: unknown): value is Ref {
    return this.inner.canShrinkWithoutContext(value);
  }
  shrink(value: Ref, context: unknown) {
    return this.inner.shrink(value, context);
  }
}
