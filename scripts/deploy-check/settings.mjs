/**
 * Every parameter and secret the functions declare is documented where a deployer looks: in
 * functions/.env.example (parameters as `NAME=`, secrets in its comment on `functions:secrets:set`)
 * and in docs/deploy.md.
 */

const mentions = (text, name) => new RegExp(`(^|[^A-Z0-9_])${name}([^A-Z0-9_]|$)`, 'm').test(text);

/** `settings`: [{ name, secret }]; the texts of functions/.env.example and docs/deploy.md. */
export function settingsProblems(settings, envExample, deployDoc) {
  const problems = [];
  for (const { name, secret } of settings) {
    const inExample = secret ? mentions(envExample, name) : new RegExp(`^#?\\s*${name}=`, 'm').test(envExample);
    if (!inExample) {
      problems.push({
        what: `the functions declare the ${secret ? 'secret' : 'parameter'} ${name}, which functions/.env.example does not ${secret ? 'mention' : 'list'}`,
        fix: secret
          ? `add "#   firebase functions:secrets:set ${name}" with what it is to functions/.env.example`
          : `add "${name}=<example>" with a comment saying what it is to functions/.env.example`,
      });
    }
    if (!mentions(deployDoc, name)) {
      problems.push({
        what: `docs/deploy.md does not mention the ${secret ? 'secret' : 'parameter'} ${name}`,
        fix: `say in docs/deploy.md's configuration step what ${name} is and how to set it`,
      });
    }
  }
  return problems;
}
