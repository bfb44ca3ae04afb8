// The most common passwords (lower case); sign-up, password reset and password change refuse them.
const list = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer
zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie
robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle jessica
pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess
joshua cheese amanda summer love ashley nicole chelsea biteme matthew access yankees 987654321
dallas austin thunder taylor matrix william corvette hello martin heather secret merlin diamond
1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick
internet scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever
mickey chicken sparky snoopy maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari
samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider
nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq
purple hardcore banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london
tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother
forever johnny edward 333333 oliver redsox player nikita knight fender barney midnight please
brandy chicago badboy slayer rangers charles angel flower rabbit wizard bigdick jasper enter
rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince panties marine
ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal
87654321 12344321 golf heaven 55555 abcdef abcd1234 password1 password12 password123 passw0rd
p@ssw0rd p@ssword qwerty123 qwerty1 welcome1 admin admin123 administrator login letmein1 iloveyou1
princess1 football1 baseball1 basketball volleyball softball lacrosse wrestling swimming athlete
champion champions teamwork training coach123 sports sports123 goalkeeper quarterback touchdown
homerun slamdunk 1q2w3e 1q2w3e4r5t zaq12wsx qazwsxedc changeme default secret123 showcase showcase1
showcase123 abc12345 aa123456 asdf1234 a123456 123abc qwe123 1qazxsw2 000000000 121212121 696969696
liverpool chelsea1 manchester barcelona realmadrid
`;

const commonPasswords = new Set(list.split(/\s+/).filter(Boolean));

/** Rows of a keyboard and the usual sequences people walk along to make a password. */
const walks = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz'];

/** True when `next` follows `char` on a walk: the same key, or a neighbour either way. */
function isStep(char: string, next: string): boolean {
  if (char === next) return true;
  return walks.some((walk) => {
    const at = walk.indexOf(char);
    return at !== -1 && (walk[at + 1] === next || walk[at - 1] === next);
  });
}

/**
 * A password made of at most three walks ("qwerty12", "11111111a", "abc123xyz") is guessed in
 * seconds, however long it is: count the places where the next character breaks the walk.
 */
function isKeyboardWalk(password: string): boolean {
  let breaks = 0;
  for (let index = 1; index < password.length; index += 1) {
    if (!isStep(password[index - 1]!, password[index]!)) breaks += 1;
    if (breaks > 2) return false;
  }
  return true;
}

/** Refused for sign-up, password reset and change: the common list, and keyboard walks. */
export function isCommonPassword(password: string): boolean {
  const normalized = password.trim().toLowerCase();
  return commonPasswords.has(normalized) || isKeyboardWalk(normalized);
}
