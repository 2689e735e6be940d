//! Where a webhook may go. An endpoint is typed by a company's owner or by staff, and the server
//! sends to it from inside the firm's network: an address in a private, loopback or link-local
//! network (or a name that resolves to one) would let anyone who can type a URL reach the firm's
//! own systems (the cloud's metadata service at 169.254.169.254 first). So every address a name
//! resolves to must be public, checked when the endpoint is saved and again at every attempt,
//! and the attempt connects to the very addresses checked (no second lookup to rebind).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

/// The longest a name may take to resolve.
const RESOLVE_TIMEOUT: Duration = Duration::from_secs(5);

/// An endpoint's address, checked: its URL, host name and the addresses to connect to.
#[derive(Clone, Debug)]
pub struct Checked {
    pub url: url::Url,
    pub host: String,
    pub addrs: Vec<SocketAddr>,
}

/// Whether an address is on the public internet.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => public_v4(v4),
        IpAddr::V6(v6) => {
            // ::ffff:a.b.c.d and the older ::a.b.c.d reach the IPv4 address inside.
            if let Some(v4) = v6.to_ipv4() {
                return !v6.is_unspecified() && !v6.is_loopback() && public_v4(v4);
            }
            let s = v6.segments();
            // 6to4 (2002::/16) carries an IPv4 address; Teredo (2001::/32) and local-use NAT64
            // (64:ff9b:1::/48) tunnel to places this check cannot see.
            if s[0] == 0x2002 {
                let [a, b] = s[1].to_be_bytes();
                let [c, d] = s[2].to_be_bytes();
                return public_v4(Ipv4Addr::new(a, b, c, d));
            }
            if (s[0] == 0x2001 && s[1] == 0) || (s[0] == 0x64 && s[1] == 0xff9b && s[2] == 1) {
                return false;
            }
            // NAT64 (64:ff9b::/96) reaches the IPv4 address inside.
            if s[0] == 0x64 && s[1] == 0xff9b && s[2..6] == [0, 0, 0, 0] {
                let [a, b] = s[6].to_be_bytes();
                let [c, d] = s[7].to_be_bytes();
                return public_v4(Ipv4Addr::new(a, b, c, d));
            }
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (s[0] & 0xfe00) == 0xfc00 // unique local
                || (s[0] & 0xffc0) == 0xfe80 // link-local
                || (s[0] & 0xffc0) == 0xfec0 // site-local (deprecated)
                || (s[0] == 0x2001 && s[1] == 0x0db8) // documentation
                || v6 == Ipv6Addr::from([0u16, 0, 0, 0, 0, 0, 0, 1]))
        }
    }
}

fn public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, _, _] = ip.octets();
    !(ip.is_private()
        || ip.is_loopback()
        || ip.is_link_local()
        || ip.is_broadcast()
        || ip.is_documentation()
        || ip.is_unspecified()
        || ip.is_multicast()
        || a == 0
        || (a == 100 && (64..128).contains(&b)) // carrier-grade NAT
        || (a == 192 && b == 0 && ip.octets()[2] == 0) // IETF protocol assignments
        || (a == 198 && (b == 18 || b == 19)) // benchmarking
        || a >= 240)
}

/// Checks `raw` and resolves its host: `Err` says why it may not be used, in words for the
/// person who typed it.
pub async fn check(raw: &str, allow_private: bool) -> Result<Checked, String> {
    let url = url::Url::parse(raw).map_err(|_| "This is not a web address.".to_owned())?;
    match url.scheme() {
        "https" => {}
        "http" if allow_private => {}
        _ => return Err("Use an https:// address.".to_owned()),
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err("Leave the user name and password out of the address.".to_owned());
    }
    let host = url
        .host_str()
        .ok_or_else(|| "The address has no host.".to_owned())?
        .trim_start_matches('[')
        .trim_end_matches(']')
        .to_owned();
    let port = url.port_or_known_default().unwrap_or(443);
    let addrs: Vec<SocketAddr> = match host.parse::<IpAddr>() {
        Ok(ip) => vec![SocketAddr::new(ip, port)],
        Err(_) => {
            let found = tokio::time::timeout(
                RESOLVE_TIMEOUT,
                tokio::net::lookup_host((host.as_str(), port)),
            )
            .await
            .map_err(|_| format!("{host} took too long to resolve."))?
            .map_err(|_| format!("{host} does not resolve to an address."))?;
            found.collect()
        }
    };
    if addrs.is_empty() {
        return Err(format!("{host} does not resolve to an address."));
    }
    if !allow_private && addrs.iter().any(|a| !is_public(a.ip())) {
        return Err(
            "This address is inside a private network; webhooks go to public addresses only."
                .to_owned(),
        );
    }
    Ok(Checked { url, host, addrs })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_networks_are_not_public() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "100.64.0.1",
            "224.0.0.1",
            "255.255.255.255",
            "::1",
            "::",
            "fc00::1",
            "fd12::1",
            "fe80::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "64:ff9b::a00:1",
            "2001:db8::1",
            "::a00:1",
            "::7f00:1",
            "2002:a00:1::1",
            "2001:0:4136:e378::1",
            "64:ff9b:1::a00:1",
        ] {
            assert!(!is_public(ip.parse().unwrap()), "{ip}");
        }
        for ip in [
            "93.184.216.34",
            "8.8.8.8",
            "2606:4700::1111",
            "::ffff:8.8.8.8",
            "2002:808:808::1",
        ] {
            assert!(is_public(ip.parse().unwrap()), "{ip}");
        }
    }

    #[tokio::test]
    async fn refuses_what_it_must() {
        for url in [
            "http://127.0.0.1:9/x",
            "https://10.0.0.1/x",
            "https://[::1]/x",
            "https://169.254.169.254/latest",
            "https://localhost/x",
            "ftp://example.com/",
            "https://u:p@93.184.216.34/",
        ] {
            assert!(check(url, false).await.is_err(), "{url}");
        }
        assert!(check("https://93.184.216.34/hook", false).await.is_ok());
        assert!(check("http://127.0.0.1:9/x", true).await.is_ok());
    }
}
