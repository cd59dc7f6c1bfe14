//! The invitation a host prints and a friend types: where to connect and the secret
//! that proves both ends are the two players, `192.168.1.5:7474/abcd-efgh-ijkl-mnop-qrst-uvwx-yzab`.
//!
//! The secret is 128 random bits written in base32 (the letters `a`–`z` and the digits
//! `2`–`7`, so it can be read aloud), followed by two check letters that catch a typo
//! before a connection is tried: a mistyped secret would otherwise look exactly like a
//! stranger's, which the host refuses without saying why. Case, dashes and spaces are
//! ignored when it is read, and `0`/`1` are read as `o`/`l`.

use std::fmt;
use std::str::FromStr;

/// How many random bytes a secret holds: 128 bits.
pub const SECRET_BYTES: usize = 16;

const ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";
/// 16 bytes are 26 base32 letters (130 bits, the last two zero), plus two check letters.
const SECRET_LETTERS: usize = 26;
const CHECK_LETTERS: usize = 2;

/// The shared secret of one game. Its `Debug` never shows it, so that it cannot reach a
/// log by accident; only the invitation's `Display` writes it.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret([u8; SECRET_BYTES]);

impl Secret {
    /// A new secret from the operating system's random source.
    pub fn random() -> std::io::Result<Secret> {
        use snow::resolvers::{CryptoResolver, DefaultResolver};
        let mut bytes = [0u8; SECRET_BYTES];
        let mut rng = DefaultResolver
            .resolve_rng()
            .ok_or_else(|| std::io::Error::other("no random source"))?;
        rng.try_fill_bytes(&mut bytes)
            .map_err(|e| std::io::Error::other(format!("no random source: {e}")))?;
        Ok(Secret(bytes))
    }

    pub fn from_bytes(bytes: [u8; SECRET_BYTES]) -> Secret {
        Secret(bytes)
    }

    /// One random bit of it (a host's side drawn at random uses a secret of its own).
    pub fn first_bit(&self) -> bool {
        self.0[0] & 1 == 1
    }

    /// Its bytes in hex: a game's id (a secret of its own, never the invitation's).
    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// The 32-byte pre-shared key of the Noise handshake. The secret's 16 bytes are
    /// padded with a fixed label: Noise feeds the key through its HKDF, so the
    /// padding adds no weakness and the key keeps the secret's 128 bits.
    pub(crate) fn psk(&self) -> [u8; 32] {
        let mut key = [0u8; 32];
        key[..SECRET_BYTES].copy_from_slice(&self.0);
        key[SECRET_BYTES..].copy_from_slice(b"mancala-tui psk1");
        key
    }

    /// The secret in letters, in groups of four with its check letters:
    /// `abcd-efgh-ijkl-mnop-qrst-uvwx-yzab`.
    fn letters(&self) -> String {
        let mut letters = base32(&self.0);
        letters.push_str(&check_letters(&self.0));
        let groups: Vec<String> = letters
            .as_bytes()
            .chunks(4)
            .map(|chunk| String::from_utf8_lossy(chunk).into_owned())
            .collect();
        groups.join("-")
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

/// What a host prints and a joiner types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// A host name or an IP address (an IPv6 address without its brackets).
    pub host: String,
    pub port: u16,
    pub secret: Secret,
}

impl Invitation {
    /// The address to connect to, as `TcpStream::connect` reads it.
    pub fn address(&self) -> String {
        if self.host.contains(':') {
            format!("[{}]:{}", self.host, self.port)
        } else {
            format!("{}:{}", self.host, self.port)
        }
    }
}

impl fmt::Display for Invitation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.address(), self.secret.letters())
    }
}

/// Why a typed invitation is not one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvitationError {
    /// No `/` between the address and the secret.
    NoSecret,
    /// No `:PORT` after the host, or an empty host.
    NoPort,
    /// The port is not a number from 1 to 65535.
    BadPort(String),
    /// The secret has this many letters, not 28.
    SecretLength(usize),
    /// A character that base32 does not use.
    SecretLetter(char),
    /// The check letters do not match: a letter was mistyped.
    Typo,
}

impl fmt::Display for InvitationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::t;
        let text = match self {
            InvitationError::NoSecret => t!("net-invitation-no-secret"),
            InvitationError::NoPort => t!("net-invitation-no-port"),
            InvitationError::BadPort(port) => {
                t!("net-invitation-bad-port", port = format!("{port:?}"))
            }
            InvitationError::SecretLength(n) => t!(
                "net-invitation-length",
                count = *n as i64,
                letters = (SECRET_LETTERS + CHECK_LETTERS) as i64
            ),
            InvitationError::SecretLetter(c) => {
                t!(
                    "net-invitation-letter",
                    letter = format!(
                        "{:?}",
                        crate::words::text::escape_for_terminal(&c.to_string(), 8)
                    )
                )
            }
            InvitationError::Typo => t!("net-invitation-typo"),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for InvitationError {}

impl FromStr for Invitation {
    type Err = InvitationError;

    fn from_str(text: &str) -> Result<Invitation, InvitationError> {
        let text = text.trim();
        // The `mancala join` a person may paste along with it.
        let text = text.strip_prefix("mancala join ").unwrap_or(text).trim();
        let (address, secret) = text.rsplit_once('/').ok_or(InvitationError::NoSecret)?;
        let (host, port) = address.rsplit_once(':').ok_or(InvitationError::NoPort)?;
        let host = host
            .strip_prefix('[')
            .and_then(|h| h.strip_suffix(']'))
            .unwrap_or(host);
        if host.is_empty() {
            return Err(InvitationError::NoPort);
        }
        let port = match port.parse::<u16>() {
            Ok(port) if port > 0 => port,
            _ => {
                return Err(InvitationError::BadPort(
                    crate::words::text::escape_for_terminal(port, 12),
                ));
            }
        };
        Ok(Invitation {
            host: host.to_string(),
            port,
            secret: parse_secret(secret)?,
        })
    }
}

fn parse_secret(text: &str) -> Result<Secret, InvitationError> {
    let mut values = Vec::new();
    for c in text.chars() {
        if c == '-' || c.is_whitespace() {
            continue;
        }
        let c = match c.to_ascii_lowercase() {
            '0' => 'o',
            '1' => 'l',
            c => c,
        };
        let value = ALPHABET
            .iter()
            .position(|&a| a as char == c)
            .ok_or(InvitationError::SecretLetter(c))?;
        values.push(value as u8);
    }
    if values.len() != SECRET_LETTERS + CHECK_LETTERS {
        return Err(InvitationError::SecretLength(values.len()));
    }
    let mut bytes = [0u8; SECRET_BYTES];
    let mut acc: u32 = 0;
    let mut bits = 0;
    let mut at = 0;
    for &v in &values[..SECRET_LETTERS] {
        acc = (acc << 5) | v as u32;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            if at < SECRET_BYTES {
                bytes[at] = (acc >> bits) as u8;
                at += 1;
            }
        }
        acc &= (1 << bits) - 1;
    }
    // The two bits left over are zero in a secret this program wrote.
    if acc != 0 {
        return Err(InvitationError::Typo);
    }
    let check: String = values[SECRET_LETTERS..]
        .iter()
        .map(|&v| ALPHABET[v as usize] as char)
        .collect();
    if check != check_letters(&bytes) {
        return Err(InvitationError::Typo);
    }
    Ok(Secret(bytes))
}

/// Bytes in base32 letters, without padding.
fn base32(bytes: &[u8]) -> String {
    let mut out = String::new();
    let mut acc: u32 = 0;
    let mut bits = 0;
    for &b in bytes {
        acc = (acc << 8) | b as u32;
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(ALPHABET[((acc >> bits) & 31) as usize] as char);
        }
        acc &= (1 << bits) - 1;
    }
    if bits > 0 {
        out.push(ALPHABET[((acc << (5 - bits)) & 31) as usize] as char);
    }
    out
}

/// Two letters (10 bits) of an FNV-1a hash of the secret: a typo check, not a MAC.
fn check_letters(bytes: &[u8]) -> String {
    let mut hash: u32 = 0x811c_9dc5;
    for &b in bytes {
        hash ^= b as u32;
        hash = hash.wrapping_mul(0x0100_0193);
    }
    let hash = hash ^ (hash >> 16);
    [
        ALPHABET[(hash & 31) as usize] as char,
        ALPHABET[((hash >> 5) & 31) as usize] as char,
    ]
    .iter()
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn invitation() -> Invitation {
        Invitation {
            host: "192.168.1.5".into(),
            port: 7474,
            secret: Secret::from_bytes(*b"0123456789abcdef"),
        }
    }

    #[test]
    fn an_invitation_reads_back_as_written() {
        let written = invitation().to_string();
        assert!(written.starts_with("192.168.1.5:7474/"), "{written}");
        // 28 letters in seven groups of four.
        let secret = written.rsplit_once('/').unwrap().1;
        assert_eq!(secret.len(), 28 + 6, "{secret}");
        assert_eq!(secret.matches('-').count(), 6);
        assert_eq!(written.parse::<Invitation>(), Ok(invitation()));
    }

    #[test]
    fn case_spaces_and_look_alike_digits_are_forgiven() {
        let written = invitation().to_string();
        let shouted = written.to_uppercase().replace('-', " ");
        assert_eq!(shouted.parse::<Invitation>(), Ok(invitation()));
        let pasted = format!("  mancala join {written}\n");
        assert_eq!(pasted.parse::<Invitation>(), Ok(invitation()));
        // `o` and `l` typed as the digits that look like them.
        let secret = Secret::from_bytes([0x5a; 16]);
        let text = Invitation {
            secret: secret.clone(),
            ..invitation()
        }
        .to_string();
        let digits = text.replacen('l', "1", 1).replacen('o', "0", 1);
        assert_eq!(digits.parse::<Invitation>().map(|i| i.secret), Ok(secret));
    }

    #[test]
    fn every_single_letter_typo_is_caught() {
        let written = invitation().to_string();
        let (address, secret) = written.rsplit_once('/').unwrap();
        let mut caught = 0;
        let mut tried = 0;
        for (i, c) in secret.char_indices().filter(|&(_, c)| c != '-') {
            for &other in ALPHABET.iter().filter(|&&a| a as char != c).take(5) {
                let mut typo = secret.to_string();
                typo.replace_range(i..i + 1, &(other as char).to_string());
                tried += 1;
                if format!("{address}/{typo}").parse::<Invitation>() == Err(InvitationError::Typo) {
                    caught += 1;
                }
            }
        }
        // Ten check bits miss about one typo in a thousand; none of these.
        assert_eq!(caught, tried);
    }

    #[test]
    fn ipv6_hosts_are_bracketed() {
        let six = Invitation {
            host: "::1".into(),
            ..invitation()
        };
        assert_eq!(six.address(), "[::1]:7474");
        assert_eq!(six.to_string().parse::<Invitation>(), Ok(six));
    }

    #[test]
    fn broken_invitations_say_what_is_wrong() {
        let secret = invitation()
            .to_string()
            .rsplit_once('/')
            .unwrap()
            .1
            .to_string();
        let cases = [
            ("192.168.1.5:7474".to_string(), InvitationError::NoSecret),
            (format!("192.168.1.5/{secret}"), InvitationError::NoPort),
            (format!(":7474/{secret}"), InvitationError::NoPort),
            (
                format!("h:0/{secret}"),
                InvitationError::BadPort("0".into()),
            ),
            (
                format!("h:99999/{secret}"),
                InvitationError::BadPort("99999".into()),
            ),
            ("h:7474/abcd".to_string(), InvitationError::SecretLength(4)),
            (
                format!("h:7474/{}", secret.replacen('-', "!", 1)),
                InvitationError::SecretLetter('!'),
            ),
        ];
        for (text, error) in cases {
            assert_eq!(text.parse::<Invitation>(), Err(error), "{text}");
        }
    }

    #[test]
    fn the_secret_never_shows_in_debug() {
        let text = format!("{:?}", invitation());
        assert!(text.contains("Secret(…)"), "{text}");
        assert!(
            !text.contains(&invitation().secret.letters()[..4]),
            "{text}"
        );
    }

    #[test]
    fn random_secrets_differ() {
        let a = Secret::random().unwrap();
        let b = Secret::random().unwrap();
        assert_ne!(a, b);
    }
}
