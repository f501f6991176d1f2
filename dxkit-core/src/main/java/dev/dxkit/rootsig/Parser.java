package dev.dxkit.rootsig;

import dev.dxkit.part.RootSignaturePart.Parameter;
import dev.dxkit.part.RootSignaturePart.Range;
import dev.dxkit.part.RootSignaturePart.StaticSampler;
import dev.dxkit.rootsig.Tokenizer.Token;
import dev.dxkit.rootsig.Tokenizer.Type;

import java.util.ArrayList;
import java.util.List;

/**
 * The root-signature language parsed as DXC's {@code RootSignatureParser} parses it, step for step, so that the
 * same text gives the same root signature or the same message: elements in any order, each element's
 * parameters in any order but at most once, defaults as DXC sets them, and flags refused for version 1.0.
 */
final class Parser {
    /** A text DXC refuses: its message, and where in the string the token it names starts. */
    static final class Failure extends Exception {
        private static final long serialVersionUID = 1L;
        final int at;

        Failure(String message, int at) {
            super(message, null, false, false);
            this.at = at;
        }
    }

    /** What a parse gives. */
    record Result(int flags, List<Parameter> parameters, List<StaticSampler> samplers) {
    }

    private final Tokenizer tokens;
    private final int version;
    private int lastAt;

    private Parser(String text, int version) {
        this.tokens = new Tokenizer(text);
        this.version = version;
    }

    /** Parses {@code text} for {@code version} (1 = 1.0, 2 = 1.1, 3 = 1.2). */
    static Result parse(String text, int version) throws Failure {
        return new Parser(text, version).rootSignature();
    }

    private Token peek() {
        Token t = tokens.peek();
        lastAt = t.start();
        return t;
    }

    private Token get() {
        Token t = tokens.get();
        lastAt = t.start();
        return t;
    }

    private Failure error(String message) {
        return new Failure(message, lastAt);
    }

    private Token match(Type type) throws Failure {
        Token t = get();
        if (t.type() != type) {
            throw error("Unexpected token '" + t.text() + "'");
        }
        return t;
    }

    private Token match(Keyword k) throws Failure {
        Token t = get();
        if (t.keyword() != k) {
            throw error("Unexpected token '" + t.text() + "'");
        }
        return t;
    }

    private static boolean is(Token t, Keyword k) {
        return t.keyword() == k;
    }

    private Result rootSignature() throws Failure {
        boolean seenFlags = false;
        int flags = 0;
        List<Parameter> parameters = new ArrayList<>();
        List<StaticSampler> samplers = new ArrayList<>();
        Token t = peek();
        while (t.type() != Type.EOL) {
            Keyword k = t.keyword();
            if (k == Keyword.RootFlags) {
                if (seenFlags) {
                    throw error("RootFlags cannot be specified more than once");
                }
                flags = rootFlags();
                seenFlags = true;
            } else if (k == Keyword.RootConstants) {
                parameters.add(rootConstants());
            } else if (k == Keyword.CBV) {
                parameters.add(rootDescriptor(Keyword.CBV, Type.BREG, 2));
            } else if (k == Keyword.SRV) {
                parameters.add(rootDescriptor(Keyword.SRV, Type.TREG, 3));
            } else if (k == Keyword.UAV) {
                parameters.add(rootDescriptor(Keyword.UAV, Type.UREG, 4));
            } else if (k == Keyword.DescriptorTable) {
                parameters.add(descriptorTable());
            } else if (k == Keyword.StaticSampler) {
                samplers.add(staticSampler());
            } else {
                throw error("Unexpected token '" + t.text() + "' when parsing root signature");
            }
            t = get();
            if (t.type() == Type.EOL) {
                break;
            }
            if (t.type() != Type.COMMA) {
                throw error("Expected ',', found: '" + t.text() + "'");
            }
            t = peek();
        }
        return new Result(flags, parameters, samplers);
    }

    private int rootFlags() throws Failure {
        match(Keyword.RootFlags);
        match(Type.LPAREN);
        int flags = 0;
        Token t = peek();
        if (t.type() == Type.U32) {
            t = match(Type.U32);
            if (t.u32() != 0) {
                throw error("Root signature flag values can only be 0 or flag enum values, found: '" + t.text() + "'");
            }
        } else {
            for (;;) {
                t = get();
                if (t.keyword() == null || t.keyword().group() != Keyword.Group.ROOT_FLAG) {
                    throw error("Expected a root signature flag value, found: '" + t.text() + "'");
                }
                flags |= t.keyword().value();
                if (peek().type() == Type.RPAREN) {
                    break;
                }
                match(Type.OR);
            }
        }
        match(Type.RPAREN);
        return flags;
    }

    private static void mark(boolean[] seen, int i, String name, Parser p) throws Failure {
        if (seen[i]) {
            throw p.error("Parameter '" + name + "' can be specified only once");
        }
        seen[i] = true;
    }

    /** After a parameter: ')' ends the element, ',' goes on, anything else is refused. */
    private boolean closeOrComma() throws Failure {
        Token t = get();
        if (t.type() == Type.RPAREN) {
            return true;
        }
        if (t.type() != Type.COMMA) {
            throw error("Unexpected token '" + t.text() + "'");
        }
        return false;
    }

    private Parameter rootConstants() throws Failure {
        long values = 0;
        long register = 0;
        long space = 0;
        int visibility = 0;
        boolean[] seen = new boolean[4];
        match(Keyword.RootConstants);
        match(Type.LPAREN);
        do {
            Token t = peek();
            if (is(t, Keyword.num32BitConstants)) {
                mark(seen, 0, "num32BitConstants", this);
                match(Keyword.num32BitConstants);
                match(Type.EQ);
                values = match(Type.U32).u32();
            } else if (t.type() == Type.BREG) {
                mark(seen, 1, "cbuffer register b#", this);
                register = register(Type.BREG);
            } else if (is(t, Keyword.space)) {
                mark(seen, 2, "space", this);
                space = space();
            } else if (is(t, Keyword.visibility)) {
                mark(seen, 3, "visibility", this);
                visibility = visibility();
            } else {
                throw error("Unexpected token '" + t.text() + "'");
            }
        } while (!closeOrComma());
        if (!seen[0]) {
            throw error("num32BitConstants must be defined for each RootConstants");
        }
        if (!seen[1]) {
            throw error("Constant buffer register b# must be defined for each RootConstants");
        }
        return new Parameter(1, visibility, List.of(), register, space, values, 0);
    }

    private Parameter rootDescriptor(Keyword element, Type registerType, int type) throws Failure {
        long register = 0;
        long space = 0;
        int visibility = 0;
        int flags = 0;
        boolean[] seen = new boolean[4];
        match(element);
        match(Type.LPAREN);
        do {
            Token t = peek();
            if (t.type() == Type.BREG || t.type() == Type.TREG || t.type() == Type.UREG) {
                mark(seen, 0, "shader register", this);
                register = register(registerType);
            } else if (is(t, Keyword.flags)) {
                mark(seen, 1, "flags", this);
                flags = descriptorFlags(false);
            } else if (is(t, Keyword.space)) {
                mark(seen, 2, "space", this);
                space = space();
            } else if (is(t, Keyword.visibility)) {
                mark(seen, 3, "visibility", this);
                visibility = visibility();
            } else {
                throw error("Unexpected token '" + t.text() + "'");
            }
        } while (!closeOrComma());
        if (!seen[0]) {
            throw error("shader register must be defined for each CBV/SRV/UAV");
        }
        return new Parameter(type, visibility, List.of(), register, space, 0, flags);
    }

    private Parameter descriptorTable() throws Failure {
        int visibility = 0;
        boolean seenVisibility = false;
        List<Range> ranges = new ArrayList<>();
        match(Keyword.DescriptorTable);
        match(Type.LPAREN);
        do {
            Token t = peek();
            Keyword k = t.keyword();
            if (k == Keyword.CBV) {
                ranges.add(range(Keyword.CBV, Type.BREG, 2));
            } else if (k == Keyword.SRV) {
                ranges.add(range(Keyword.SRV, Type.TREG, 0));
            } else if (k == Keyword.UAV) {
                ranges.add(range(Keyword.UAV, Type.UREG, 1));
            } else if (k == Keyword.Sampler) {
                ranges.add(range(Keyword.Sampler, Type.SREG, 3));
            } else if (k == Keyword.visibility) {
                if (seenVisibility) {
                    throw error("Parameter 'visibility' can be specified only once");
                }
                seenVisibility = true;
                visibility = visibility();
            } else {
                throw error("Unexpected token '" + t.text() + "'");
            }
        } while (!closeOrComma());
        return new Parameter(0, visibility, ranges, 0, 0, 0, 0);
    }

    private Range range(Keyword element, Type registerType, int type) throws Failure {
        long count = 1;
        long register = 0;
        long space = 0;
        int flags = 0;
        long offset = 0xFFFF_FFFFL;
        boolean[] seen = new boolean[5];
        match(element);
        match(Type.LPAREN);
        do {
            Token t = peek();
            if (t.type() == Type.BREG || t.type() == Type.TREG || t.type() == Type.UREG || t.type() == Type.SREG) {
                mark(seen, 0, "shader register", this);
                register = register(registerType);
            } else if (is(t, Keyword.numDescriptors)) {
                mark(seen, 1, "numDescriptors", this);
                match(Keyword.numDescriptors);
                match(Type.EQ);
                if (is(peek(), Keyword.unbounded)) {
                    match(Keyword.unbounded);
                    count = 0xFFFF_FFFFL;
                } else {
                    count = match(Type.U32).u32();
                }
            } else if (is(t, Keyword.space)) {
                mark(seen, 2, "space", this);
                space = space();
            } else if (is(t, Keyword.flags)) {
                mark(seen, 3, "flags", this);
                flags = descriptorFlags(true);
            } else if (is(t, Keyword.offset)) {
                mark(seen, 4, "offset", this);
                match(Keyword.offset);
                match(Type.EQ);
                if (is(peek(), Keyword.DESCRIPTOR_RANGE_OFFSET_APPEND)) {
                    match(Keyword.DESCRIPTOR_RANGE_OFFSET_APPEND);
                    offset = 0xFFFF_FFFFL;
                } else {
                    offset = match(Type.U32).u32();
                }
            } else {
                throw error("Unexpected token '" + t.text() + "'");
            }
        } while (!closeOrComma());
        if (!seen[0]) {
            throw error("shader register must be defined for each CBV/SRV/UAV");
        }
        return new Range(type, count, register, space, flags, offset);
    }

    private long register(Type expected) throws Failure {
        Token t = peek();
        if (t.type() != Type.BREG && t.type() != Type.TREG && t.type() != Type.UREG && t.type() != Type.SREG) {
            throw error("Expected a register token (CBV, SRV, UAV, Sampler), found: '" + t.text() + "'");
        }
        t = get();
        if (t.type() != expected) {
            String where = switch (expected) {
                case BREG -> "CBV (expected b#)";
                case TREG -> "SRV (expected t#)";
                case UREG -> "UAV (expected u#)";
                default -> "Sampler/StaticSampler (expected s#)";
            };
            throw error("Incorrect register type '" + t.text() + "' in " + where);
        }
        return t.u32();
    }

    private long space() throws Failure {
        match(Keyword.space);
        match(Type.EQ);
        return match(Type.U32).u32();
    }

    /** Root-descriptor flags ({@code range} false) or descriptor-range flags. */
    private int descriptorFlags(boolean range) throws Failure {
        if (version == 1) {
            throw error(range ? "Descriptor range flags cannot be specified for root_sig_1_0"
                    : "Root descriptor flags cannot be specified for root_sig_1_0");
        }
        match(Keyword.flags);
        match(Type.EQ);
        int flags = 0;
        Token t = peek();
        if (t.type() == Type.U32) {
            t = match(Type.U32);
            if (t.u32() != 0) {
                throw error((range ? "Descriptor range" : "Root descriptor")
                        + " flag values can only be 0 or flag enum values, found: '" + t.text() + "'");
            }
            return 0;
        }
        for (;;) {
            t = get();
            Keyword k = t.keyword();
            boolean ok = k != null && (k.group() == Keyword.Group.DATA_FLAG || range && k.group() == Keyword.Group.RANGE_FLAG);
            if (!ok) {
                throw error("Expected a " + (range ? "descriptor range" : "root descriptor") + " flag value, found: '"
                        + t.text() + "'");
            }
            flags |= k.value();
            Type next = peek().type();
            if (next == Type.RPAREN || next == Type.COMMA) {
                return flags;
            }
            match(Type.OR);
        }
    }

    private int visibility() throws Failure {
        match(Keyword.visibility);
        match(Type.EQ);
        return value(Keyword.Group.VISIBILITY, "Unexpected visibility value: '%s'.");
    }

    private int value(Keyword.Group group, String message) throws Failure {
        Token t = get();
        if (t.keyword() == null || t.keyword().group() != group) {
            throw error(String.format(message, t.text()));
        }
        return t.keyword().value();
    }

    private StaticSampler staticSampler() throws Failure {
        int filter = 0x55;
        int[] address = {1, 1, 1};
        float mipLodBias = 0;
        long maxAnisotropy = 16;
        int comparison = 4;
        int border = 2;
        float minLod = 0;
        float maxLod = Float.MAX_VALUE;
        long register = 0;
        long space = 0;
        int visibility = 0;
        int flags = 0;
        boolean[] seen = new boolean[14];
        match(Keyword.StaticSampler);
        match(Type.LPAREN);
        do {
            Token t = peek();
            Keyword k = t.keyword();
            if (k == Keyword.filter) {
                mark(seen, 0, "filter", this);
                match(Keyword.filter);
                match(Type.EQ);
                filter = value(Keyword.Group.FILTER, "Unexpected filter value: '%s'.");
            } else if (k == Keyword.addressU || k == Keyword.addressV || k == Keyword.addressW) {
                int axis = k == Keyword.addressU ? 0 : k == Keyword.addressV ? 1 : 2;
                mark(seen, 1 + axis, k.text(), this);
                get();
                match(Type.EQ);
                address[axis] = value(Keyword.Group.ADDRESS, "Unexpected texture address mode value: '%s'.");
            } else if (k == Keyword.mipLODBias) {
                mark(seen, 4, "mipLODBias", this);
                match(Keyword.mipLODBias);
                match(Type.EQ);
                mipLodBias = floatValue();
            } else if (k == Keyword.maxAnisotropy) {
                mark(seen, 5, "maxAnisotropy", this);
                match(Keyword.maxAnisotropy);
                match(Type.EQ);
                maxAnisotropy = match(Type.U32).u32();
            } else if (k == Keyword.comparisonFunc) {
                mark(seen, 6, "comparisonFunc", this);
                match(Keyword.comparisonFunc);
                match(Type.EQ);
                comparison = value(Keyword.Group.COMPARISON, "Unexpected comparison function value: '%s'.");
            } else if (k == Keyword.borderColor) {
                mark(seen, 7, "borderColor", this);
                match(Keyword.borderColor);
                match(Type.EQ);
                border = value(Keyword.Group.BORDER, "Unexpected border color value: '%s'.");
            } else if (k == Keyword.minLOD) {
                mark(seen, 8, "minLOD", this);
                match(Keyword.minLOD);
                match(Type.EQ);
                minLod = floatValue();
            } else if (k == Keyword.maxLOD) {
                mark(seen, 9, "maxLOD", this);
                match(Keyword.maxLOD);
                match(Type.EQ);
                maxLod = floatValue();
            } else if (t.type() == Type.SREG) {
                mark(seen, 10, "sampler register s#", this);
                register = register(Type.SREG);
            } else if (k == Keyword.space) {
                mark(seen, 11, "space", this);
                space = space();
            } else if (k == Keyword.visibility) {
                mark(seen, 12, "visibility", this);
                visibility = visibility();
            } else if (k == Keyword.flags && version == 3) {
                mark(seen, 13, "flags", this);
                flags = samplerFlags();
            } else {
                throw error("Unexpected token '" + t.text() + "'");
            }
        } while (!closeOrComma());
        if (!seen[10]) {
            throw error("Sampler register s# must be defined for each static sampler");
        }
        return new StaticSampler(filter, address[0], address[1], address[2], mipLodBias, maxAnisotropy, comparison,
                border, minLod, maxLod, register, space, visibility, flags);
    }

    /** Static-sampler flags, version 1.2 only (dxkit's extension; DXC 1.9 knows no such parameter). */
    private int samplerFlags() throws Failure {
        match(Keyword.flags);
        match(Type.EQ);
        Token t = peek();
        if (t.type() == Type.U32) {
            t = match(Type.U32);
            if (t.u32() != 0) {
                throw error("Static sampler flag values can only be 0 or flag enum values, found: '" + t.text() + "'");
            }
            return 0;
        }
        int flags = 0;
        for (;;) {
            t = get();
            if (t.keyword() == null || t.keyword().group() != Keyword.Group.SAMPLER_FLAG) {
                throw error("Expected a static sampler flag value, found: '" + t.text() + "'");
            }
            flags |= t.keyword().value();
            Type next = peek().type();
            if (next == Type.RPAREN || next == Type.COMMA) {
                return flags;
            }
            match(Type.OR);
        }
    }

    private float floatValue() throws Failure {
        Token t = get();
        return switch (t.type()) {
            case U32 -> (float) t.u32();
            case I32 -> (float) (int) t.u32();
            case FLOAT -> t.f();
            default -> throw error("Expected float, found token '" + t.text() + "'");
        };
    }
}
