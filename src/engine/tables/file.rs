//! Table files: one layer a file, in `tables` of the data folder, read only through the
//! program's one guarded reader and never trusted. A file is a header line of JSON
//! (format, version, rules, layer, boards, checksum) then the bounds, one byte each:
//! every board's lower bound, then every board's upper bound.

use super::index::LayerIndex;
use super::solve::Layer;
use crate::store::record::{self as files, FileKind};
use std::path::{Path, PathBuf};

/// The format named in every header.
pub const FORMAT: &str = "mancala-endgame-table";
/// The version of the layout written now.
pub(crate) const VERSION: u64 = 1;

/// A table file: the top layer of 2x6 at 20 seeds is 169 MB; 256 MiB bounds them all.
pub(crate) const TABLE: FileKind = FileKind {
    name: "mancala table",
    limit: 256 * 1024 * 1024,
};

/// The file name of a layer: `hoyito-ii-2x6-12.table`.
pub fn file_name(holes_per_row: u8, seeds: usize) -> String {
    format!("hoyito-ii-2x{holes_per_row}-{seeds}.table")
}

/// The path of a layer's file in `dir`.
pub fn layer_path(dir: &Path, holes_per_row: u8, seeds: usize) -> PathBuf {
    dir.join(file_name(holes_per_row, seeds))
}

/// FNV-1a, 64 bits: a checksum of the bounds, to refuse a damaged file.
fn checksum(bytes: &[u8]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The bytes of a layer's file.
pub fn encode(layer: &Layer) -> Vec<u8> {
    let mut body = Vec::with_capacity(2 * layer.len());
    body.extend(layer.lo.iter().map(|&v| v as u8));
    body.extend(layer.hi.iter().map(|&v| v as u8));
    let header = serde_json::json!({
        "version": VERSION,
        "rules": { "game": "hoyito-ii", "holes_per_row": layer.holes / 2 },
        "seeds": layer.seeds,
        "boards": layer.len(),
    });
    framed(header, body)
}

/// A table file of either game: its header (the game's own fields, to which the
/// format and the body's checksum are added) as a line of JSON, then `body`.
pub(super) fn framed(mut header: serde_json::Value, body: Vec<u8>) -> Vec<u8> {
    header["format"] = FORMAT.into();
    header["checksum"] = format!("{:016x}", checksum(&body)).into();
    let mut out = header.to_string().into_bytes();
    out.push(b'\n');
    out.extend(body);
    out
}

/// Refused when `body` is not what `header`'s checksum says (a damaged file).
pub(super) fn check_checksum(header: &serde_json::Value, body: &[u8]) -> Result<(), String> {
    if header["checksum"] != format!("{:016x}", checksum(body)) {
        return Err(crate::t!("table-bad-checksum"));
    }
    Ok(())
}

/// A table file's header (a line of JSON naming the format) and the bytes after it;
/// refused when the file is no table file. Either game's tables start so.
pub(super) fn split_header(bytes: &[u8]) -> Result<(serde_json::Value, &[u8]), String> {
    let not_table = || crate::t!("table-not-a-table", format = FORMAT);
    let end = bytes
        .iter()
        .take(1024)
        .position(|&b| b == b'\n')
        .ok_or_else(not_table)?;
    let header: serde_json::Value =
        serde_json::from_slice(&bytes[..end]).map_err(|_| not_table())?;
    if header["format"] != FORMAT {
        return Err(not_table());
    }
    Ok((header, &bytes[end + 1..]))
}

/// The layer in `bytes`, checked to be the layer asked for, whole and undamaged; or
/// what is wrong, in plain words.
pub(crate) fn decode(bytes: &[u8], holes_per_row: u8, seeds: usize) -> Result<Layer, String> {
    let (header, body) = split_header(bytes)?;
    if header["version"] != VERSION {
        return Err(crate::t!(
            "table-other-version",
            version = header["version"].to_string(),
            ours = VERSION
        ));
    }
    let rules = &header["rules"];
    if rules["game"] != "hoyito-ii" || rules["holes_per_row"] != holes_per_row as u64 {
        return Err(crate::t!(
            "table-other-rules",
            rules = rules.to_string(),
            holes = holes_per_row
        ));
    }
    if header["seeds"] != seeds as u64 {
        return Err(crate::t!(
            "table-other-layer",
            seeds = header["seeds"].to_string(),
            ours = seeds
        ));
    }
    let boards = LayerIndex::new(2 * holes_per_row as usize, seeds).size() as usize;
    if header["boards"] != boards as u64 {
        return Err(crate::t!(
            "table-wrong-boards",
            boards = header["boards"].to_string(),
            ours = boards
        ));
    }
    if body.len() != 2 * boards {
        return Err(crate::t!(
            "table-truncated",
            bytes = body.len(),
            needs = 2 * boards
        ));
    }
    check_checksum(&header, body)?;
    let (lo, hi): (Vec<i8>, Vec<i8>) = (
        body[..boards].iter().map(|&b| b as i8).collect(),
        body[boards..].iter().map(|&b| b as i8).collect(),
    );
    let k = seeds as i8;
    if lo.iter().zip(&hi).any(|(&a, &b)| a > b || a < -k || b > k) {
        return Err(crate::t!("table-bad-bound"));
    }
    Ok(Layer {
        holes: 2 * holes_per_row as usize,
        seeds,
        lo,
        hi,
    })
}

/// Read a layer's file through the guarded reader; the message says what is wrong.
pub fn read_layer(path: &Path, holes_per_row: u8, seeds: usize) -> Result<Layer, String> {
    let bytes = files::read_kind(&path.to_string_lossy(), &TABLE)?;
    decode(&bytes, holes_per_row, seeds)
}

/// Write a layer's file atomically, creating the folder.
pub fn write_layer(dir: &Path, layer: &Layer) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let path = layer_path(dir, (layer.holes / 2) as u8, layer.seeds);
    files::write_atomic_bytes(&path, &encode(layer))?;
    Ok(path)
}

/// A table file's size as `tables` says it: KiB below a MiB, else MiB.
pub(super) fn size_text(bytes: u64) -> String {
    if bytes < 1024 * 1024 {
        format!("{:.1} KiB", bytes as f64 / 1024.0)
    } else {
        format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
    }
}
