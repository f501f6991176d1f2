"""The battery's root-signature texts (written for it; the fixtures' cases are in tools/fixtures/rootsig), how they
are compiled by DXC, and how dxkit is compared with it. Used by battery.py."""
import filecmp
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

VIS = ["ALL", "VERTEX", "HULL", "DOMAIN", "GEOMETRY", "PIXEL", "AMPLIFICATION", "MESH"]
ROOT_FLAGS = ["ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT", "DENY_VERTEX_SHADER_ROOT_ACCESS", "DENY_HULL_SHADER_ROOT_ACCESS",
              "DENY_DOMAIN_SHADER_ROOT_ACCESS", "DENY_GEOMETRY_SHADER_ROOT_ACCESS", "DENY_PIXEL_SHADER_ROOT_ACCESS",
              "ALLOW_STREAM_OUTPUT", "LOCAL_ROOT_SIGNATURE", "DENY_AMPLIFICATION_SHADER_ROOT_ACCESS",
              "DENY_MESH_SHADER_ROOT_ACCESS", "CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED", "SAMPLER_HEAP_DIRECTLY_INDEXED"]
FILTERS = ["MIN_MAG_MIP_POINT", "MIN_MAG_POINT_MIP_LINEAR", "MIN_POINT_MAG_LINEAR_MIP_POINT", "MIN_POINT_MAG_MIP_LINEAR",
           "MIN_LINEAR_MAG_MIP_POINT", "MIN_LINEAR_MAG_POINT_MIP_LINEAR", "MIN_MAG_LINEAR_MIP_POINT", "MIN_MAG_MIP_LINEAR",
           "ANISOTROPIC"]
ALL_FILTERS = ["FILTER_" + f for f in FILTERS] + ["FILTER_%s_%s" % (k, f) for k in ("COMPARISON", "MINIMUM", "MAXIMUM") for f in FILTERS]
ADDRESS = ["WRAP", "MIRROR", "CLAMP", "BORDER", "MIRROR_ONCE"]
COMPARISON = ["NEVER", "LESS", "EQUAL", "LESS_EQUAL", "GREATER", "NOT_EQUAL", "GREATER_EQUAL", "ALWAYS", "NONE"]
BORDER = ["TRANSPARENT_BLACK", "OPAQUE_BLACK", "OPAQUE_WHITE", "OPAQUE_BLACK_UINT", "OPAQUE_WHITE_UINT"]
DATA = ["DATA_VOLATILE", "DATA_STATIC_WHILE_SET_AT_EXECUTE", "DATA_STATIC"]
RANGE_FLAGS = ["DESCRIPTORS_VOLATILE", "DATA_VOLATILE", "DATA_STATIC_WHILE_SET_AT_EXECUTE", "DATA_STATIC",
               "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS"]
RANGES = [("CBV", "b"), ("SRV", "t"), ("UAV", "u"), ("Sampler", "s")]


def define(text):
    return '#define RS "%s"\n' % text


def subsets(items):
    for mask in range(1 << len(items)):
        yield [items[k] for k in range(len(items)) if mask >> k & 1]


def cases():
    """(id, version, HLSL source bytes); DXC decides whether each is accepted."""
    rnd = random.Random(2026)
    out = []

    def add(id, text=None, versions=("1.0", "1.1"), source=None):
        for v in versions:
            src = source if source is not None else define(text).encode("latin-1")
            out.append(("%s_%s" % (id, v.replace(".", "")), v, src if isinstance(src, bytes) else src.encode("latin-1")))

    # every subset of the data flags on every root descriptor, every visibility (1.1; 1.0 refuses flags)
    for kind, reg in (("CBV", "b"), ("SRV", "t"), ("UAV", "u")):
        for n, fs in enumerate(subsets(DATA)):
            vis = VIS[n % len(VIS)]
            add("rd_%s_flags%d" % (kind.lower(), n), "%s(%s%d, space = %d, flags = %s, visibility = SHADER_VISIBILITY_%s)"
                % (kind, reg, n, n, " | ".join(fs) or "0", vis))
    # every subset of the range flags on every range kind
    for kind, reg in RANGES:
        for n, fs in enumerate(subsets(RANGE_FLAGS)):
            add("range_%s_flags%02d" % (kind.lower(), n), "DescriptorTable(%s(%s1, numDescriptors = 2, flags = %s))"
                % (kind, reg, " | ".join(fs) or "0"))
    # random root-flag words
    for n in range(24):
        fs = [f for f in ROOT_FLAGS if rnd.random() < 0.4]
        add("rootflags_%02d" % n, "RootFlags(%s)" % (" | ".join(fs) or "0"))
    # static samplers: random choices for every field, fields in random order
    for n in range(60):
        fields = ["s%d" % rnd.randrange(0, 40),
                  "filter = " + rnd.choice(ALL_FILTERS),
                  "addressU = TEXTURE_ADDRESS_" + rnd.choice(ADDRESS),
                  "addressV = TEXTURE_ADDRESS_" + rnd.choice(ADDRESS),
                  "addressW = TEXTURE_ADDRESS_" + rnd.choice(ADDRESS),
                  "mipLODBias = " + rnd.choice(["0", "-16", "15.99", "%.3f" % rnd.uniform(-16, 15.99), "%g" % rnd.uniform(-16, 16), "1e1", "-1.5e+0f"]),
                  "maxAnisotropy = %d" % rnd.randrange(0, 18),
                  "comparisonFunc = COMPARISON_" + rnd.choice(COMPARISON),
                  "borderColor = STATIC_BORDER_COLOR_" + rnd.choice(BORDER),
                  "minLOD = " + rnd.choice(["0", "%.4f" % rnd.uniform(0, 12), "-1e3", "1.5"]),
                  "maxLOD = " + rnd.choice(["%.4f" % rnd.uniform(0, 16), "3.402823466e+38", "1e38", "0"]),
                  "space = %d" % rnd.choice([0, 1, 7, 4294967279]),
                  "visibility = SHADER_VISIBILITY_" + rnd.choice(VIS)]
        keep = [fields[0]] + [f for f in fields[1:] if rnd.random() < 0.75]
        rnd.shuffle(keep)
        add("sampler_mix_%02d" % n, "StaticSampler(%s)" % ", ".join(keep))
    # tables of several ranges: explicit offsets, appends, unbounded counts, spaces; DXC's overlap rules decide
    for n in range(80):
        kinds = [rnd.choice(RANGES[:3])] * 1 if rnd.random() < 0.5 else None
        sampler = rnd.random() < 0.15
        ranges = []
        for k in range(rnd.randrange(1, 6)):
            kind, reg = ("Sampler", "s") if sampler else rnd.choice(RANGES[:3])
            parts = ["%s%d" % (reg, rnd.choice([0, 1, 2, 5, 8, 100, 4294967290]))]
            if rnd.random() < 0.6:
                parts.append("numDescriptors = " + rnd.choice(["1", "2", "4", "unbounded", "16", "0x", "1000"][:6]))
            if rnd.random() < 0.5:
                parts.append("space = %d" % rnd.choice([0, 1, 2, 3]))
            if rnd.random() < 0.5:
                parts.append("offset = " + rnd.choice(["0", "1", "4", "DESCRIPTOR_RANGE_OFFSET_APPEND", "64", "4294967294"]))
            rnd.shuffle(parts)
            ranges.append("%s(%s)" % (kind, ", ".join(parts)))
        if rnd.random() < 0.4:
            ranges.insert(rnd.randrange(len(ranges) + 1), "visibility = SHADER_VISIBILITY_" + rnd.choice(VIS))
        add("table_mix_%02d" % n, "DescriptorTable(%s)" % ", ".join(ranges))
    # whole signatures: random elements of every kind
    for n in range(40):
        els = []
        for k in range(rnd.randrange(1, 9)):
            c = rnd.randrange(5)
            v = ", visibility = SHADER_VISIBILITY_" + rnd.choice(VIS) if rnd.random() < 0.5 else ""
            if c == 0:
                els.append("RootConstants(num32BitConstants = %d, b%d%s)" % (rnd.randrange(1, 9), rnd.randrange(0, 30), v))
            elif c == 1:
                kind, reg = rnd.choice(RANGES[:3])
                els.append("%s(%s%d, space = %d%s)" % (kind, reg, rnd.randrange(0, 30), rnd.randrange(0, 3), v))
            elif c == 2:
                kind, reg = rnd.choice(RANGES)
                els.append("DescriptorTable(%s(%s%d, numDescriptors = %s)%s)" % (kind, reg, rnd.randrange(0, 30), rnd.choice(["1", "3", "unbounded"]), v))
            elif c == 3:
                els.append("StaticSampler(s%d, filter = %s%s)" % (rnd.randrange(0, 30), rnd.choice(ALL_FILTERS), v))
            elif not any(e.startswith("RootFlags") for e in els):
                els.append("RootFlags(%s)" % rnd.choice(ROOT_FLAGS))
        add("whole_%02d" % n, ", ".join(els))
    # spellings: the same things written as the tokenizer also reads them
    spell = [
        ("lead_zero_register", "CBV(b007), SRV(t0010, space = 0003), DescriptorTable(UAV(u00, numDescriptors = 0002))"),
        ("lead_zero_count", "RootConstants(num32BitConstants = 0004, b1)"),
        ("mixed_case_params", "CBV(b0, Visibility = Shader_Visibility_Pixel, SPACE = 2), DescriptorTable(Srv(t0, NumDescriptors = Unbounded, OFFSET = descriptor_range_offset_append))"),
        ("mixed_case_sampler", "staticSAMPLER(s0, Filter = Filter_Comparison_Min_Mag_Mip_Linear, ComparisonFunc = Comparison_Greater, AddressU = Texture_Address_Border, BorderColor = Static_Border_Color_Opaque_Black_Uint)"),
        ("mixed_case_flags", "RootFlags(Allow_Input_Assembler_Input_Layout|deny_pixel_shader_root_access)"),
        ("no_space_or", "RootFlags(ALLOW_STREAM_OUTPUT|LOCAL_ROOT_SIGNATURE|DENY_MESH_SHADER_ROOT_ACCESS)"),
        ("spaces_everywhere", "  DescriptorTable  (  SRV  (  t1  ,  numDescriptors  =  3  )  ,  visibility  =  SHADER_VISIBILITY_HULL  )  ,  UAV ( u2 )  "),
        ("bias_forms", "StaticSampler(s0, mipLODBias = -0.0f), StaticSampler(s1, mipLODBias = +.5), StaticSampler(s2, mipLODBias = 1.5E-1F), StaticSampler(s3, mipLODBias = 00.25), StaticSampler(s4, mipLODBias = -16.0)"),
        ("lod_forms", "StaticSampler(s0, minLOD = 1., maxLOD = 12.e0), StaticSampler(s1, minLOD = -0e0, maxLOD = 5f)"),
        ("aniso_lead_zero", "StaticSampler(s0, maxAnisotropy = 016)"),
        ("plus_register_count", "DescriptorTable(CBV(b1, numDescriptors = +3, space = +0, offset = +2))"),
        ("register_max_table", "DescriptorTable(SRV(t4294967294, numDescriptors = 1), SRV(t0, numDescriptors = 4294967295, space = 1, offset = 1))"),
        ("trailing_comma_in_table", "DescriptorTable(SRV(t0),)"),
        ("trailing_comma_in_cbv", "CBV(b0,)"),
        ("flags_zero_or", "CBV(b0, flags = 0 | DATA_STATIC)"),
        ("rootflags_zero_or", "RootFlags(0 | ALLOW_STREAM_OUTPUT)"),
        ("visibility_number", "CBV(b0, visibility = 5)"),
        ("space_between_name_paren", "CBV (b0), DescriptorTable (SRV (t1))"),
        ("register_plus", "CBV(b+1)"),
        ("register_alone", "CBV(b)"),
        ("register_upper_t", "SRV(T0)"),
        ("name_with_digit", "CBV2(b0)"),
        ("big_number", "CBV(b0, space = 99999999999999999999)"),
        ("negative_space", "CBV(b0, space = -0)"),
        ("unbounded_suffix", "DescriptorTable(SRV(t0, numDescriptors = unbounded2))"),
        ("empty_element_list", ","),
        ("double_trailing_comma", "CBV(b0),,"),
        ("close_paren_extra", "CBV(b0))"),
        ("open_paren_extra", "CBV((b0)"),
        ("table_comma_only", "DescriptorTable(,)"),
        ("sampler_trailing_comma", "StaticSampler(s0,)"),
        ("constants_repeat", "RootConstants(num32BitConstants = 1, b0, num32BitConstants = 1)"),
        ("escape_quote", 'CBV(b0), \\"x\\"'),
        ("escape_hex", "CBV(\\x62" + "0)"),
        ("escape_n", "CBV(b0),\\nSRV(t0)"),
        ("space_in_keyword", "Descriptor Table(SRV(t0))"),
        ("equals_twice", "CBV(b0, space == 1)"),
        ("pipe_in_space", "CBV(b0, space = 1 | 2)"),
        ("float_register", "CBV(b1.5)"),
        ("float_count", "DescriptorTable(SRV(t0, numDescriptors = 2e0))"),
        ("lod_inf", "StaticSampler(s0, maxLOD = inf)"),
        ("lod_nan", "StaticSampler(s0, maxLOD = nan)"),
        ("lod_hex_float", "StaticSampler(s0, maxLOD = 0x1p3)"),
        ("bias_two_signs", "StaticSampler(s0, mipLODBias = --1)"),
        ("bias_plus_minus", "StaticSampler(s0, mipLODBias = +-1)"),
        ("bias_exp_sign", "StaticSampler(s0, mipLODBias = 1e+)"),
        ("bias_two_dots", "StaticSampler(s0, mipLODBias = 1.2.3)"),
        ("aniso_float", "StaticSampler(s0, maxAnisotropy = 4.0)"),
        ("aniso_negative", "StaticSampler(s0, maxAnisotropy = -1)"),
        ("only_spaces", "     "),
        ("keyword_alone", "CBV"),
        ("keyword_open", "CBV("),
        ("table_nested", "DescriptorTable(DescriptorTable(SRV(t0)))"),
        ("sampler_in_table_static", "DescriptorTable(StaticSampler(s0))"),
        ("visibility_in_cbv_twice", "CBV(b0, visibility = SHADER_VISIBILITY_ALL, visibility = SHADER_VISIBILITY_ALL)"),
        ("offset_on_root_cbv", "CBV(b0, offset = 1)"),
        ("numdesc_on_root_srv", "SRV(t0, numDescriptors = 1)"),
        ("filter_on_table", "DescriptorTable(Sampler(s0, filter = FILTER_ANISOTROPIC))"),
        ("sampler_visibility_number", "StaticSampler(s0, visibility = 1)"),
        ("flags_local_only", "RootFlags(LOCAL_ROOT_SIGNATURE), CBV(b0)"),
        ("mesh_visible", "CBV(b0, visibility = SHADER_VISIBILITY_MESH), DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_AMPLIFICATION)"),
        ("long_register", "CBV(b" + "1" * 130 + ")"),
        ("long_keyword", "CBV(b0), " + "DescriptorTable" * 10 + "(SRV(t0))"),
        ("many_tables_big", ", ".join("DescriptorTable(SRV(t%d, numDescriptors = 2), UAV(u%d), CBV(b%d, space = %d))" % (2 * k, k, k, k % 5) for k in range(200))),
        ("many_samplers", ", ".join("StaticSampler(s%d, space = %d)" % (k % 50, k // 50) for k in range(300))),
        ("many_params", ", ".join("CBV(b%d, space = %d)" % (k % 100, k // 100) for k in range(1000))),
    ]
    for id, text in spell:
        add("spell_" + id, text)
    # source-level spellings and hostile sources
    sources = [
        ("src_empty_file", b""),
        ("src_define_empty", b"#define RS\n"),
        ("src_define_empty_string", b'#define RS ""\n'),
        ("src_unterminated", b'#define RS "CBV(b0)\n'),
        ("src_recursive", b"#define RS RS\n"),
        ("src_mutual", b"#define A B\n#define B A\n#define RS A\n"),
        ("src_function_macro", b'#define F(x) "CBV(" #x ")"\n#define RS F(b0)\n'),
        ("src_nul_in_string", b'#define RS "CBV(b0)\x00, SRV(t0)"\n'),
        ("src_nul_after", b'#define RS "CBV(b0)"\n\x00\n'),
        ("src_utf8_in_string", '#define RS "CBV(b0), SRV(t0) \u00e9"\n'.encode("utf-8")),
        ("src_latin1_in_string", b'#define RS "CBV(b0), \xe9SRV(t0)"\n'),
        ("src_utf8_bom", b'\xef\xbb\xbf#define RS "CBV(b0)"\n'),
        ("src_string_then_word", b'#define RS "CBV(b0)" extra\n'),
        ("src_empty_strings", b'#define RS "" "CBV(b0)" ""\n'),
        ("src_cr_only", b'#define RS "CBV(b0)"\r'),
        ("src_two_defines_other", b'#define X "SRV(t0)"\n#define RS "CBV(b0)"\n'),
        ("src_if_zero", b'#if 0\n#define RS "CBV(b0)"\n#endif\n'),
        ("src_ifdef_true", b'#define ON\n#ifdef ON\n#define RS "CBV(b1)"\n#endif\n'),
        ("src_ifndef", b'#ifndef RS\n#define RS "UAV(u1)"\n#endif\n'),
        ("src_tab_before_string", b'#define RS\t\t"CBV(b0)"\n'),
        ("src_comment_in_string", b'#define RS "CBV(b0) /* x */"\n'),
        ("src_line_comment_in_string", b'#define RS "CBV(b0) // x"\n'),
        ("src_long_line", b'#define RS "' + b", ".join(b"CBV(b%d)" % k for k in range(4000)) + b'"\n'),
        ("src_deep_parens", b'#define RS "' + b"(" * 500 + b'"\n'),
        ("src_huge_number", b'#define RS "RootConstants(num32BitConstants = ' + b"9" * 300 + b', b0)"\n'),
        ("src_backslash_end", b'#define RS "CBV(b0)\\"\n'),
        ("src_trigraph", b'#define RS "CBV(b0)??)"\n'),
        ("src_pragma", b'#pragma once\n#define RS "CBV(b0)"\n'),
        ("src_include_missing", b'#include "nope.h"\n#define RS "CBV(b0)"\n'),
        ("src_error_directive", b'#error stop\n#define RS "CBV(b0)"\n'),
        ("src_spaces_in_directive", b'  #  define   RS   "SRV(t3)"  \n'),
        ("src_macro_in_string", b'#define B b0\n#define RS "CBV(B)"\n'),
        ("src_number_macro", b'#define N 4\n#define RS "RootConstants(num32BitConstants = " "N" ", b0)"\n'),
        ("src_utf8_bom_error", b'\xef\xbb\xbf#define RS "CBV(t0)"\n'),
        ("src_if_one", b'#if 1\n#define RS "CBV(b2)"\n#endif\n'),
        ("src_if_else", b'#if 0\n#define RS "CBV(b0)"\n#else\n#define RS "SRV(t4)"\n#endif\n'),
        ("src_elif_chain", b'#define V 3\n#if V == 1\n#define RS "CBV(b1)"\n#elif V == 2\n#define RS "CBV(b2)"\n#elif V * 2 - 3 == 3 && defined(V)\n#define RS "CBV(b3)"\n#else\n#define RS "CBV(b9)"\n#endif\n'),
        ("src_if_arith", b'#if (1 << 4) + 0x10 - 010 == 24 && !defined NOPE && (7 % 4 == 3 ? 1 : 0)\n#define RS "UAV(u7)"\n#endif\n'),
        ("src_if_nested_dead", b'#if 0\n#if garbage (((\n#define RS "CBV(b0)"\n#endif\n#elif 1\n#define RS "SRV(t1)"\n#endif\n'),
        ("src_if_undefined_ident", b'#if FOO\n#define RS "CBV(b0)"\n#else\n#define RS "CBV(b5)"\n#endif\n'),
        ("src_if_macro_value", b'#define LEVEL 2\n#if LEVEL > 1\n#define RS "CBV(b6)"\n#endif\n'),
        ("src_if_no_expression", b'#if\n#define RS "CBV(b0)"\n#endif\n'),
        ("src_if_div_zero", b'#if 1 / 0\n#define RS "CBV(b0)"\n#endif\n'),
        ("src_if_unterminated", b'#define RS "CBV(b0)"\n#if 1\n'),
        ("src_ifdef_unterminated", b'#ifdef X\n#define RS "CBV(b0)"\n'),
        ("src_endif_alone", b'#define RS "CBV(b0)"\n#endif\n'),
        ("src_else_alone", b'#else\n#define RS "CBV(b0)"\n'),
        ("src_else_twice", b'#if 1\n#define RS "CBV(b0)"\n#else\n#else\n#endif\n'),
        ("src_if_string", b'#if "x"\n#define RS "CBV(b0)"\n#endif\n'),
        ("src_if_bad_paren", b'#if (1\n#define RS "CBV(b0)"\n#endif\n'),
        ("src_ifdef_no_name", b'#ifdef\n#define RS "CBV(b0)"\n#endif\n'),
        ("src_error_in_dead", b'#if 0\n#error never\n#endif\n#define RS "CBV(b0)"\n'),
        ("src_error_late", b'#define RS "CBV(b0)"\n#error   after the macro  \n'),
        ("src_include_dead", b'#ifdef NOTHING\n#include "nope.h"\n#endif\n#define RS "CBV(b0)"\n'),
        ("src_fn_stringize", b'#define REG(k, n) #k #n\n#define RS "CBV(" REG(b, 3) ")"\n'),
        ("src_fn_paste", b'#define R(k, n) k ## n\n#define S(x) #x\n#define Q(x) S(x)\n#define RS Q(CBV(R(b, 4)))\n'),
        ("src_fn_args_spaces", b'#define T(a, b) "DescriptorTable(" a ", " b ")"\n#define RS T( "SRV(t0)" , "UAV(u0, numDescriptors = 2)" )\n'),
        ("src_fn_nested_parens", b'#define W(x) x\n#define RS W("CBV(b0), DescriptorTable(SRV(t1))")\n'),
        ("src_fn_variadic", b'#define J(...) #__VA_ARGS__\n#define RS J(CBV(b0), SRV(t0), UAV(u0))\n'),
        ("src_fn_no_args", b'#define E() "CBV(b8)"\n#define RS E()\n'),
        ("src_fn_name_only", b'#define F(x) "CBV(b0)"\n#define RS "SRV(t0), " F\n'),
        ("src_fn_too_few", b'#define F(a, b) a b\n#define RS F("CBV(b0)")\n'),
        ("src_fn_too_many", b'#define F(a) a\n#define RS F("CBV(b0)", "SRV(t0)")\n'),
        ("src_fn_unterminated", b'#define F(a) a\n#define RS F("CBV(b0)"\n'),
        ("src_fn_stringize_string", b'#define S(x) #x\n#define RS S(CBV(b0))\n'),
        ("src_fn_bad_params", b'#define F(a,) a\n#define RS "CBV(b0)"\n'),
        ("src_fn_dup_params", b'#define F(a, a) a\n#define RS "CBV(b0)"\n'),
        ("src_obj_paren_space", b'#define RS ("CBV(b0)")\n'),
        ("src_unterminated_char", b"#define RS 'CBV(b0)\n"),
        ("src_hash_alone", b'#\n#define RS "CBV(b0)"\n'),
        ("src_unknown_directive", b'#frobnicate\n#define RS "CBV(b0)"\n'),
        ("src_line_directive", b'#line 40 "other.hlsl"\n#define RS "CBV(t0)"\n'),
    ]
    for id, src in sources:
        add(id, source=src)
    return out


def build(dest, ora, batch):
    """Writes dest/hlsl/<id>.hlsl for every case and DXC's verdict: dest/dxc/<id>.dxbc or dest/dxc/<id>.err."""
    for d in ("hlsl", "dxc"):
        (dest / d).mkdir(parents=True, exist_ok=True)
    cs = cases()
    rows = []
    for id, v, src in cs:
        (dest / "hlsl" / (id + ".hlsl")).write_bytes(src)
        rows.append("compile\t%s.hlsl\tRS\trootsig_%s\t%s" % (id, v.replace(".", "_"), (dest / "dxc" / (id + ".dxbc")).resolve()))
    bad, messages, _ = batch("dxcc", rows, cwd=str(dest / "hlsl"))
    for n, (id, v, src) in enumerate(cs):
        if n in bad:
            out = dest / "dxc" / (id + ".dxbc")
            if out.exists():
                out.unlink()
            # the first error: warnings (of this job or of an earlier one that succeeded) come before it; DXC's
            # validation messages end with the NUL of their C string: kept without it
            errors = [l for l in messages[n] if re.search(r"^[^ ]*:\d+:\d+: (fatal )?error: ", l)]
            first = (errors or [l for l in messages[n] if "error" in l] or messages[n] or [""])[0].replace("\0", "")
            (dest / "dxc" / (id + ".err")).write_text(first + "\n", encoding="utf-8")
    (dest / "cases.tsv").write_text("".join("%s\t%s\n" % (id, v) for id, v, _ in cs))
    return len(cs)


def harness(dxkit, repo, lines, out):
    jar = Path(dxkit[0]).resolve().parent / "dxkit-cli" / "target" / "dxkit.jar"   # the jar of the dxkit compared
    subprocess.run(dxkit + ["--help"], capture_output=True)   # builds the jar when the sources are newer
    lst = out.parent / (out.name + ".lst")
    lst.write_text("\n".join(lines) + "\n")
    p = subprocess.run(["java", "-cp", str(jar), str(Path(__file__).parent / "RootsigHarness.java"), str(lst), str(out)],
                       capture_output=True, text=True)
    if p.returncode:
        sys.exit("harness failed:\n" + p.stderr[-3000:])


def compare(dest, bins, ora, batch, dxkit, repo):
    cs = [l.split("\t") for l in (dest / "cases.tsv").read_text().splitlines()]
    mine = dest / "dxkit"
    shutil.rmtree(mine, ignore_errors=True)
    harness(dxkit, repo, ["text\t%s\t%s\t%s" % (id, v, dest / "hlsl" / (id + ".hlsl")) for id, v in cs], mine)
    counts = {"accepted by both, same bytes": 0, "refused by both, same message": 0}
    bad = []
    for id, v in cs:
        theirs_ok = (dest / "dxc" / (id + ".dxbc")).exists()
        ours_ok = (mine / (id + ".dxbc")).exists()
        if (mine / (id + ".crash")).exists():
            bad.append("%s: dxkit crashed: %s" % (id, (mine / (id + ".crash")).read_text().strip()))
        elif theirs_ok and ours_ok:
            if filecmp.cmp(dest / "dxc" / (id + ".dxbc"), mine / (id + ".dxbc"), shallow=False):
                counts["accepted by both, same bytes"] += 1
            else:
                bad.append("%s: both accept, bytes differ" % id)
        elif theirs_ok:
            bad.append("%s: DXC accepts, dxkit refuses: %s" % (id, (mine / (id + ".err")).read_text().split("\n")[0]))
        elif ours_ok:
            bad.append("%s: DXC refuses (%s), dxkit accepts" % (id, (dest / "dxc" / (id + ".err")).read_text().strip()))
        else:
            expected = (dest / "dxc" / (id + ".err")).read_text(encoding="utf-8").rstrip("\n")
            message, detail = (mine / (id + ".err")).read_text(encoding="utf-8").split("\n")[:2]
            placed = re.match(r"[^ ]+:\d+:\d+: ", expected) is not None   # none for its validator's second reading
            if (message == expected) if placed else detail.startswith(expected):
                counts["refused by both, same message"] += 1
            else:
                bad.append("%s: messages differ\n    DXC:   %s\n    dxkit: %s" % (id, expected, message))
    print("root-signature texts: %d (%d version 1.0)" % (len(cs), sum(v == "1.0" for _, v in cs)))
    for k, n in counts.items():
        print("  %-34s %d" % (k, n))
    # programs that carry a root signature: print, compile back (dxkit), and compile the printed text with DXC
    progs = sorted(bins.glob("*.dxbc"))
    pm = dest / "programs"
    shutil.rmtree(pm, ignore_errors=True)
    harness(dxkit, repo, ["program\t%s\t%s" % (p.stem, p) for p in progs], pm)
    printed = sorted(pm.glob("*.printed.hlsl"))
    rows = []
    for p in printed:
        id = p.name[:-len(".printed.hlsl")]
        v = {1: "1_0", 2: "1_1"}.get((pm / (id + ".rts0")).read_bytes()[0], "1_1")
        rows.append("compile\t%s\tRS\trootsig_%s\t%s" % (p.name, v, (pm / (id + ".dxc.dxbc")).resolve()))
    bad_dxc, msgs, _ = batch("dxcc", rows, cwd=str(pm)) if rows else (set(), {}, b"")
    same_part = same_dxc = 0
    for n, p in enumerate(printed):
        id = p.name[:-len(".printed.hlsl")]
        if (pm / (id + ".crash")).exists():
            bad.append("%s: dxkit crashed on its RTS0: %s" % (id, (pm / (id + ".crash")).read_text().strip()))
            continue
        if filecmp.cmp(pm / (id + ".rts0"), pm / (id + ".back.rts0"), shallow=False):
            same_part += 1
        else:
            bad.append("%s: printed text compiles back to other RTS0 bytes" % id)
        if n in bad_dxc:
            bad.append("%s: DXC refuses dxkit's printed text: %s" % (id, msgs[n][:1]))
        elif filecmp.cmp(pm / (id + ".dxc.dxbc"), pm / (id + ".back.dxbc"), shallow=False):
            same_dxc += 1
        else:
            bad.append("%s: DXC compiles the printed text to other bytes than dxkit" % id)
    crashed = sorted(pm.glob("*.crash"))
    for c in crashed:
        if not (pm / (c.name[:-len(".crash")] + ".printed.hlsl")).exists():
            bad.append("%s: dxkit crashed: %s" % (c.name, c.read_text().strip()))
    print("programs carrying RTS0: %d; printed text compiles back to the stored part: %d; DXC's container of the "
          "printed text equals dxkit's: %d" % (len(printed), same_part, same_dxc))
    # the CLI on the refused texts: one line on stderr naming line:column, exit 1, never a stack trace
    refused = [id for id, v in cs if (dest / "dxc" / (id + ".err")).exists()]
    cli_ok = 0
    for id in refused:
        v = dict(cs)[id]
        p = subprocess.run(dxkit + ["rootsig", "--compile", str(dest / "hlsl" / (id + ".hlsl")), "--define", "RS", "--version", v,
                            "-o", str(dest / "cli.out")],
                           capture_output=True, text=True, errors="replace")
        lines = p.stderr.rstrip("\n").split("\n")
        if p.returncode == 1 and len(lines) == 1 and re.search(r":\d+:\d+: (fatal )?error: ", lines[0]) and "Exception" not in p.stderr:
            cli_ok += 1
        else:
            bad.append("%s: CLI exit %d, stderr %r" % (id, p.returncode, p.stderr[:300]))
    print("refused texts through the CLI: %d of %d one line, exit 1" % (cli_ok, len(refused)))
    for b in bad:
        print("DIFF " + b)
    return 1 if bad else 0
