//! The caller's address, as rate limits see it.
//!
//! Behind reverse proxies the socket peer is the nearest proxy, and `X-Forwarded-For` lists the
//! hops, each proxy appending the address it received the request from. Only the entries our own
//! proxies appended can be believed: the caller writes the rest. So the address is taken from the
//! right: skip `TRUST_PROXY` hops (a count) or every entry inside the trusted proxy networks (a
//! list), and take the next one. IPv6 addresses are grouped by /64, the block one subscriber
//! usually holds, so nobody dodges a limit by walking through their own block.

use std::net::IpAddr;

/// Which proxies in front of the server may be believed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum TrustProxy {
    /// None: the socket peer is the caller.
    #[default]
    None,
    /// This many proxies, each appending to `X-Forwarded-For`.
    Hops(u8),
    /// Proxies in these networks.
    Networks(Vec<Network>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Network {
    addr: IpAddr,
    prefix: u8,
}

impl Network {
    /// `10.0.0.0/8`, `2001:db8::/32`, or a single address.
    pub fn parse(text: &str) -> Option<Self> {
        let (ip, prefix) = match text.split_once('/') {
            Some((ip, p)) => (ip, Some(p)),
            None => (text, None),
        };
        let addr: IpAddr = ip.trim().parse().ok()?;
        let max = if addr.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => max,
            Some(p) => p.trim().parse::<u8>().ok().filter(|p| *p <= max)?,
        };
        Some(Self { addr, prefix })
    }

    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        match (self.addr, ip) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => mask_eq(&net.octets(), &ip.octets(), self.prefix),
            (IpAddr::V6(net), IpAddr::V6(ip)) => mask_eq(&net.octets(), &ip.octets(), self.prefix),
            _ => false,
        }
    }
}

fn mask_eq(a: &[u8], b: &[u8], prefix: u8) -> bool {
    let full = usize::from(prefix / 8);
    let rest = prefix % 8;
    if a[..full] != b[..full] {
        return false;
    }
    if rest == 0 {
        return true;
    }
    let mask = 0xffu8 << (8 - rest);
    (a[full] & mask) == (b[full] & mask)
}

/// IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as the IPv4 address it is.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map(IpAddr::V4).unwrap_or(ip),
        v4 => v4,
    }
}

impl TrustProxy {
    /// `0`/`false`: none; `1`..`10` (or `true` = 1): that many hops; otherwise a comma-separated
    /// list of networks.
    pub fn parse(text: &str) -> Result<Self, String> {
        let t = text.trim();
        match t {
            "" | "0" | "false" | "no" => return Ok(Self::None),
            "true" | "yes" => return Ok(Self::Hops(1)),
            _ => {}
        }
        if let Ok(n) = t.parse::<u8>() {
            return if (1..=10).contains(&n) {
                Ok(Self::Hops(n))
            } else {
                Err(format!(
                    "TRUST_PROXY must be a hop count from 0 to 10 or a list of networks, got '{t}'"
                ))
            };
        }
        t.split(',')
            .map(|n| {
                Network::parse(n).ok_or_else(|| {
                    format!("TRUST_PROXY: '{}' is not an address or network", n.trim())
                })
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Self::Networks)
    }

    /// The caller's address from the socket peer and the `X-Forwarded-For` values (in order).
    pub fn client(&self, peer: IpAddr, forwarded: &[&str]) -> IpAddr {
        let peer = canonical(peer);
        // Every entry, leftmost first; junk entries end the walk (nothing left of them is ours).
        let hops: Vec<&str> = forwarded
            .iter()
            .flat_map(|v| v.split(','))
            .map(str::trim)
            .filter(|h| !h.is_empty())
            .collect();
        match self {
            Self::None => peer,
            Self::Hops(n) => {
                // The peer is the last proxy; it and the n-1 before it appended one entry each.
                let n = usize::from(*n);
                if hops.len() < n {
                    return peer;
                }
                parse_hop(hops[hops.len() - n]).unwrap_or(peer)
            }
            Self::Networks(nets) => {
                let trusted = |ip: IpAddr| nets.iter().any(|n| n.contains(ip));
                if !trusted(peer) {
                    return peer;
                }
                let mut current = peer;
                for hop in hops.iter().rev() {
                    let Some(ip) = parse_hop(hop) else {
                        return current;
                    };
                    if !trusted(ip) {
                        return ip;
                    }
                    current = ip;
                }
                current
            }
        }
    }
}

/// An `X-Forwarded-For` entry: an address, possibly with a port (`1.2.3.4:5678`, `[::1]:80`).
fn parse_hop(hop: &str) -> Option<IpAddr> {
    if let Ok(ip) = hop.parse::<IpAddr>() {
        return Some(canonical(ip));
    }
    if let Ok(sock) = hop.parse::<std::net::SocketAddr>() {
        return Some(canonical(sock.ip()));
    }
    None
}

/// The key rate limits count under: an IPv4 address, or an IPv6 address's /64.
pub fn group(ip: IpAddr) -> String {
    match canonical(ip) {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => {
            let s = v6.segments();
            format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
        }
    }
}

/// The wider group an address's group belongs to, for a limit of its own: an IPv6 /64's /48 (one
/// site). IPv4 addresses have none.
pub fn site(group: &str) -> Option<String> {
    let prefix = group.strip_suffix("::/64")?;
    let mut segments = prefix.split(':');
    let (a, b, c) = (segments.next()?, segments.next()?, segments.next()?);
    Some(format!("{a}:{b}:{c}::/48"))
}

/// The network an address (as `ClientAddress` gives it) belongs to, as a place: an IPv6 /64's
/// /48 (a site), an IPv4 address's /24. What a person's sessions show, and what the limits on
/// sign-in starts count together.
pub fn network(address: &str) -> String {
    if let Some(site) = site(address) {
        return site;
    }
    match address.parse::<std::net::Ipv4Addr>() {
        Ok(v4) => {
            let [a, b, c, _] = v4.octets();
            format!("{a}.{b}.{c}.0/24")
        }
        Err(_) => address.to_owned(),
    }
}

/// What to warn about at start-up: a hop count believes `X-Forwarded-For` from whoever connects,
/// so on an address other machines can reach, a caller that skips the proxy picks its own
/// address (and so its own sign-in and form limits). The network form names the proxies.
pub fn trust_warning(trust: &TrustProxy, host: IpAddr) -> Option<String> {
    match trust {
        TrustProxy::Hops(n) if !host.is_loopback() => Some(format!(
            "TRUST_PROXY={n} believes X-Forwarded-For from any caller, and the server listens on \
             {host}, which other machines can reach: a caller that skips the proxy chooses its \
             own address. Name the proxies' networks instead (TRUST_PROXY=10.0.0.0/8), or listen \
             on 127.0.0.1 behind the proxy."
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap_or_else(|_| panic!("{s}"))
    }

    #[test]
    fn without_trust_the_header_is_ignored() {
        assert_eq!(
            TrustProxy::None.client(ip("203.0.113.9"), &["1.1.1.1"]),
            ip("203.0.113.9")
        );
    }

    #[test]
    fn hops_take_the_entry_our_proxy_appended_not_the_callers() {
        let one = TrustProxy::parse("1").unwrap_or_default();
        // The caller forged "6.6.6.6"; our proxy appended the real address last.
        assert_eq!(
            one.client(ip("10.0.0.2"), &["6.6.6.6, 198.51.100.7"]),
            ip("198.51.100.7")
        );
        assert_eq!(
            one.client(ip("10.0.0.2"), &["6.6.6.6", "198.51.100.7"]),
            ip("198.51.100.7")
        );
        // No header: the peer.
        assert_eq!(one.client(ip("10.0.0.2"), &[]), ip("10.0.0.2"));
        let two = TrustProxy::parse("2").unwrap_or_default();
        assert_eq!(
            two.client(ip("10.0.0.3"), &["6.6.6.6, 198.51.100.7, 10.0.0.2"]),
            ip("198.51.100.7")
        );
    }

    #[test]
    fn networks_skip_every_trusted_hop_from_the_right() {
        let nets = TrustProxy::parse("10.0.0.0/8, 2001:db8::/32").unwrap_or_default();
        assert_eq!(
            nets.client(ip("10.1.2.3"), &["6.6.6.6, 198.51.100.7, 10.9.9.9"]),
            ip("198.51.100.7")
        );
        // A peer outside the networks is the caller, whatever it says.
        assert_eq!(
            nets.client(ip("198.51.100.8"), &["1.2.3.4"]),
            ip("198.51.100.8")
        );
        assert_eq!(
            nets.client(ip("2001:db8::1"), &["[2001:db9::5]:443"]),
            ip("2001:db9::5")
        );
        // Garbage stops the walk at the last trusted hop.
        assert_eq!(
            nets.client(ip("10.1.2.3"), &["nonsense, 10.2.2.2"]),
            ip("10.2.2.2")
        );
    }

    #[test]
    fn bad_settings_are_refused() {
        assert!(TrustProxy::parse("11").is_err());
        assert!(TrustProxy::parse("10.0.0.0/33").is_err());
        assert!(TrustProxy::parse("proxy.local").is_err());
        assert_eq!(TrustProxy::parse("true"), Ok(TrustProxy::Hops(1)));
        assert_eq!(TrustProxy::parse("0"), Ok(TrustProxy::None));
    }

    #[test]
    fn ipv6_is_grouped_by_64() {
        assert_eq!(group(ip("2001:db8:1:2:aaaa::1")), "2001:db8:1:2::/64");
        assert_eq!(
            group(ip("2001:db8:1:2:ffff::9")),
            group(ip("2001:db8:1:2::1"))
        );
        assert_eq!(group(ip("::ffff:192.0.2.1")), "192.0.2.1");
        assert_eq!(group(ip("192.0.2.1")), "192.0.2.1");
    }

    #[test]
    fn a_hop_count_on_a_reachable_address_is_warned_about() {
        let any: IpAddr = "0.0.0.0".parse().unwrap();
        let local: IpAddr = "127.0.0.1".parse().unwrap();
        assert!(trust_warning(&TrustProxy::Hops(1), any).is_some());
        assert!(trust_warning(&TrustProxy::Hops(1), "::".parse().unwrap()).is_some());
        assert_eq!(trust_warning(&TrustProxy::Hops(1), local), None);
        assert_eq!(trust_warning(&TrustProxy::None, any), None);
        let networks = TrustProxy::parse("10.0.0.0/8").unwrap();
        assert_eq!(trust_warning(&networks, any), None);
    }

    #[test]
    fn a_64_belongs_to_its_48() {
        assert_eq!(
            site(&group(ip("2001:db8:1:2:aaaa::1"))).as_deref(),
            Some("2001:db8:1::/48")
        );
        assert_eq!(
            site(&group(ip("2001:db8:1:ffff::1"))).as_deref(),
            Some("2001:db8:1::/48")
        );
        assert_eq!(
            site(&group(ip("::ffff:10.0.0.1"))),
            None,
            "an IPv4-mapped address is IPv4"
        );
        assert_eq!(site("10.0.0.1"), None);
    }
}
