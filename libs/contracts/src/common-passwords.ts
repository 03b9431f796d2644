/**
 * Passwords that appear at the top of every published list of leaked passwords, so that an attacker tries them
 * first: refused at registration and on a password change (NIST SP 800-63B §5.1.1.2 asks for a check against
 * "values known to be commonly-used, expected, or compromised").
 *
 * Written from general knowledge of the public lists these come from: the NCSC's "100,000 most used passwords"
 * (from Have I Been Pwned's Pwned Passwords), SecLists' `Passwords/Common-Credentials/10-million-password-list-top-1000.txt`
 * (Daniel Miessler, from Mark Burnett's corpus) and the yearly top-200 lists that password managers publish, plus
 * German favourites (`passwort`, `hallo123`) because the site is also German. Only entries of at least 8
 * characters are kept: shorter passwords are refused by length anyway. Lower case; the check lower-cases the
 * password first, so "Password1" and "PASSWORD1" are refused too.
 */
const commonPasswordText = `
password password1 password12 password123 password1234 password12345 password! password1! password2 password3
passw0rd p@ssw0rd p@ssword pa$$word pa55word pass1234 pass12345 passpass passw0rd1 password01 passwords
mypassword yourpassword thepassword newpassword oldpassword secretpassword adminpassword password2020
password2021 password2022 password2023 password2024 password2025 password2026 welcome1 welcome123 welcome12
welcome2020 welcome2021 welcome2022 welcome2023 welcome2024 welcome2025 welcome! welcomehome
12345678 123456789 1234567890 0123456789 12345678910 123456789a 123456789q 1234567899 123123123 123321123
11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 33333333 44444444 55555555 66666666
77777777 88888888 99999999 87654321 987654321 9876543210 12341234 12344321 11223344 11112222 12121212
13131313 69696969 10203040 01234567 123654789 147258369 147852369 159753159 159357159 741852963 963852741
123qweasd 123qweasdzxc 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 zaq12wsx zaq1zaq1
zaq1xsw2 xsw21qaz 2wsx3edc qazwsxedc qazwsx123 q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 qwer1234 qwert123 qwerty12
qwerty123 qwerty1234 qwerty12345 qwertyui qwertyuiop qwerty11 qwerty01 qwerty99 qwertyqwerty qwertz123
qwertzui qwertzuiop asdfghjk asdfghjkl asdf1234 asdfasdf asdfqwer asd12345 asdasdasd zxcvbnm1 zxcvbnm123
zxcvbnmm zxcvasdf 1234qwer 1234asdf 1234abcd abcd1234 abcde12345 abc12345 abc123456 abcdefgh abcdefg1
a1234567 a12345678 a123456789 aa123456 aa12345678 aaaaaaaa aaaaaaaaa abcabcabc 123abc123 abc123abc
iloveyou iloveyou1 iloveyou2 iloveyou! iloveu123 ilovegod iloveyou12 iloveyou123 loveyou1 lovelove
sunshine sunshine1 princess princess1 football football1 baseball baseball1 basketball basketball1 soccer123
superman superman1 batman123 spiderman spiderman1 starwars starwars1 pokemon1 pokemon123 harrypotter
trustno1 letmein1 letmein123 letmeinnow whatever whatever1 michelle jennifer jessica1 samantha1 charlie1
charlie123 computer computer1 internet internet1 chocolate chocolate1 butterfly butterfly1 liverpool
liverpool1 arsenal1 chelsea1 manchester manutd123 barcelona barcelona1 realmadrid juventus1 mercedes
ferrari1 porsche911 corvette mustang1 mustang123 michael1 jordan23 jordan123 alexander alexandra
christian christina elizabeth victoria1 nicholas benjamin jonathan danielle stephanie patricia
williams1 thomas123 robert123 andrew123 daniel123 joshua123 matthew1 anthony1 jackson1 maverick
midnight1 blink182 slipknot1 metallica nirvana1 linkinpark eminem123 beyonce1 hellokitty1 spongebob
spongebob1 pikachu1 naruto123 minecraft minecraft1 fortnite1 roblox123 playstation playstation2
xbox3601 nintendo1 overwatch1 warcraft1 counterstrike 1password firstlove lovely123 flower123 angel123
babygirl1 babygirl12 sweetheart sweetie1 prettygirl beautiful beautiful1 freedom1 friends1 family123
forever1 together happiness blessed1 jesus123 jesuschrist christ123 god12345 faith123 heaven123
monkey123 monkey12 dragon123 dragon12 dragon1234 tigger123 snoopy123 garfield1 doggie123 puppy123
kitten123 shadow123 shadow12 master123 master12 masterkey killer123 hunter123 hunter12 ranger123
buster123 ginger123 pepper123 cookie123 cheese123 banana123 orange123 apple123 summer123 summer2020
summer2021 summer2022 summer2023 summer2024 summer2025 winter123 winter2020 winter2021 winter2022
winter2023 winter2024 winter2025 spring2024 spring2025 autumn2024 autumn2025 january1 february
september december1 november1 october1 monday123 sunday123 friday13 birthday birthday1 happyday
goodluck goodbye1 hello123 hello1234 hellohello helloworld hello2024 hallo123 hallo1234 hallohallo
passwort passwort1 passwort123 passwort12 kennwort kennwort1 geheim123 geheimnis schatz123 schatzi1
sommer123 sommer2024 sommer2025 frühling fruehling herbst123 winter12 deutschland deutschland1
berlin123 hamburg1 muenchen bayern123 schalke04 borussia bvb09bvb fussball fussball1 ichliebedich
mausi123 hasilein liebe123 schnecke1 blumen123 sonnenschein 1234qwertz qwertz1234 asdfghjklö
admin123 admin1234 admin12345 administrator adminadmin admin@123 root1234 rootroot toor1234 changeme
changeme1 changeme123 default1 default123 temp1234 temppass test1234 test12345 testtest tester123
testing1 testing123 guest123 guest1234 user1234 username userpass login123 letmein! secret123
secret12 secret1234 topsecret security1 private1 qwerty!@ 1qaz!qaz !qaz2wsx p@55w0rd p@$$w0rd
p4ssw0rd p4ssword passw0rd! password# password@ password@123 password#1 pass@123 pass@1234 india123
india@123 pakistan1 bangladesh nigeria1 london123 london12 newyork1 chicago1 toronto1 australia
australia1 america1 canada123 england1 scotland1 ireland1 france123 espana123 italia123 poland123
qwertyu1 trustme1 iamthebest nopassword nothing1 anything access14 access123 accessdenied
starwars123 matrix123 gandalf1 yankees1 cowboys1 steelers1 packers1 redskins1 eagles123 lakers24
bigdaddy bigboss1 superstar superstar1 rockstar1 rockyou1 blahblah whocares fuckyou1 fuckoff1
asshole1 bullshit iamgood1 loveme123 kissme123 sexy1234 hottie123 cutie123 123456aa 123456qq 123456ab
123456abc 1234567a 1234567q 12345678a 12345678q 12345qwert 12345abc 123456789abc 1122334455 123698745
5555555555 7777777777 8888888888 9999999999 2222222222 3333333333 1212121212 1231231234 3141592653
31415926 qwerty777 qwerty007 james007 agent007 bond007! 1q2w3e4r! q1w2e3r4! zaq!2wsx
taxatlas taxatlas1 taxatlas123 taxatlas2026
`;

export const commonPasswords: ReadonlySet<string> = new Set(commonPasswordText.split(/\s+/).filter((entry) => entry.length >= 8));

/** Whether a password is on the list (case-insensitively). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
