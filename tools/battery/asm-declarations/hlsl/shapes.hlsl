// Hull, domain and geometry programs of unusual shape: 1 and 32 control points, isolines drawn as points,
// pow2 partitioning, several fork phases with instance counts, join phases, geometry instancing and adjacency.
struct Cp { float4 pos : POSITION; float3 n : NORMAL; };
struct IsoConst { float det : SV_TessFactor0; float den : SV_TessFactor1; };
struct TriConst { float e[3] : SV_TessFactor; float in1 : SV_InsideTessFactor; float4 k[5] : KNOT; };
struct QuadConst { float e[4] : SV_TessFactor; float in2[2] : SV_InsideTessFactor; };

cbuffer Shape : register(b1) { float4 gF; float4 gW[8]; };

IsoConst HSIsoConst(InputPatch<Cp, 1> ip)
{
    IsoConst c;
    c.det = gF.x + ip[0].pos.w;
    c.den = gF.y;
    return c;
}

[domain("isoline")]
[partitioning("pow2")]
[outputtopology("point")]
[outputcontrolpoints(1)]
[patchconstantfunc("HSIsoConst")]
[maxtessfactor(32.0)]
Cp HSIso(InputPatch<Cp, 1> ip, uint i : SV_OutputControlPointID)
{
    return ip[0];
}

TriConst HSTriConst(InputPatch<Cp, 32> ip, uint pid : SV_PrimitiveID)
{
    TriConst c;
    for (int k = 0; k < 3; k++)
        c.e[k] = dot(ip[k * 7].n, gW[k].xyz) + gF.z;
    c.in1 = max(max(c.e[0], c.e[1]), c.e[2]);
    for (int j = 0; j < 5; j++)
        c.k[j] = ip[j * 6 + 1].pos * gW[j + 3] + (float)pid;
    return c;
}

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_ccw")]
[outputcontrolpoints(5)]
[patchconstantfunc("HSTriConst")]
Cp HSTri32(InputPatch<Cp, 32> ip, uint i : SV_OutputControlPointID)
{
    Cp o;
    o.pos = ip[i * 6].pos + ip[i * 6 + 1].pos;
    o.n = normalize(ip[i].n + ip[31 - i].n);
    return o;
}

QuadConst HSQuadConst(InputPatch<Cp, 4> ip, OutputPatch<Cp, 4> op)
{
    QuadConst c;
    [unroll] for (int k = 0; k < 4; k++)
        c.e[k] = length(op[k].pos - op[(k + 1) & 3].pos) * gF.w;
    c.in2[0] = (c.e[0] + c.e[2]) * 0.5;
    c.in2[1] = (c.e[1] + c.e[3]) * 0.5;
    return c;
}

[domain("quad")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("HSQuadConst")]
[maxtessfactor(63.5)]
Cp HSQuad(InputPatch<Cp, 4> ip, uint i : SV_OutputControlPointID)
{
    Cp o = ip[i];
    o.pos.xyz += ip[i].n * gF.x;
    return o;
}

[domain("isoline")]
float4 DSIso(IsoConst c, float2 uv : SV_DomainLocation, const OutputPatch<Cp, 1> op) : SV_Position
{
    return op[0].pos + float4(uv, c.det, c.den);
}

[domain("tri")]
float4 DSTri(TriConst c, float3 b : SV_DomainLocation, const OutputPatch<Cp, 5> op) : SV_Position
{
    float4 p = op[0].pos * b.x + op[1].pos * b.y + op[2].pos * b.z;
    return p + c.k[4] * op[4].pos + c.in1;
}

[domain("quad")]
float4 DSQuad(QuadConst c, float2 uv : SV_DomainLocation, const OutputPatch<Cp, 4> op) : SV_Position
{
    return lerp(lerp(op[0].pos, op[1].pos, uv.x), lerp(op[3].pos, op[2].pos, uv.x), uv.y) * c.in2[1];
}

struct GsOut { float4 pos : SV_Position; float4 col : COLOR; uint layer : SV_RenderTargetArrayIndex; };

[instance(24)]
[maxvertexcount(6)]
void GSAdj(triangleadj Cp v[6], uint inst : SV_GSInstanceID, inout TriangleStream<GsOut> s)
{
    for (int k = 0; k < 6; k += 2)
    {
        GsOut o;
        o.pos = v[k].pos + gW[inst & 7];
        o.col = float4(v[k + 1].n, inst);
        o.layer = inst;
        s.Append(o);
    }
    s.RestartStrip();
}

[maxvertexcount(2)]
void GSLine(lineadj Cp v[4], inout LineStream<GsOut> s)
{
    GsOut o;
    o.layer = 0;
    o.col = float4(v[0].n, 1);
    o.pos = v[1].pos;
    s.Append(o);
    o.pos = v[2].pos;
    s.Append(o);
}

[maxvertexcount(1)]
void GSPoint(point Cp v[1], uint pid : SV_PrimitiveID, inout PointStream<GsOut> s)
{
    GsOut o;
    o.pos = v[0].pos;
    o.col = gW[pid & 7];
    o.layer = pid;
    s.Append(o);
}
